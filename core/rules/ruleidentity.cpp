// The rules table: one array of passages per rule of RULES-COVERAGE.md, then one identity per rule.
// Line numbers are those of the seed files as stored; each was checked against the seed, and the
// coverage list's own numbers were corrected where its quote sits elsewhere (R51, R98, R170, R197).
// The INWO rulebook seed (000) kept no heading lines, so its passages carry no section; a passage
// of another seed carries the heading it sits under, or none where the seed lost that heading.
#include "rules/ruleidentity.h"

#include "common/translationgeneration.h"
#include "rules/ruleids.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <iterator>

namespace inwo {

namespace {

using enum Seed;

// Section headings as the seeds print them (title case where a seed prints capitals).
// Illuminati (boxed game) rulebook, 001
constexpr const char *sequenceOfPlay = QT_TRANSLATE_NOOP("SeedSection", "Sequence of Play");
constexpr const char *alignment = QT_TRANSLATE_NOOP("SeedSection", "Alignment");
constexpr const char *specialAbilities = QT_TRANSLATE_NOOP("SeedSection", "Special Abilities");
constexpr const char *attackToControl = QT_TRANSLATE_NOOP("SeedSection", "Attack to Control");
constexpr const char *attackToNeutralize = QT_TRANSLATE_NOOP("SeedSection", "Attack to Neutralize");
constexpr const char *attackToDestroy = QT_TRANSLATE_NOOP("SeedSection", "Attack to Destroy");
constexpr const char *interference = QT_TRANSLATE_NOOP("SeedSection", "Interference");
constexpr const char *callingOffAnAttack =
    QT_TRANSLATE_NOOP("SeedSection", "Calling Off An Attack");
constexpr const char *giftsAndTrades = QT_TRANSLATE_NOOP("SeedSection", "Gifts and Trades");
constexpr const char *specialCards = QT_TRANSLATE_NOOP("SeedSection", "Special Cards");
constexpr const char *eliminatingAPlayer = QT_TRANSLATE_NOOP("SeedSection", "Eliminating a Player");
constexpr const char *winningTheGame = QT_TRANSLATE_NOOP("SeedSection", "Winning the Game");
constexpr const char *aboutTheIlluminati = QT_TRANSLATE_NOOP("SeedSection", "About the Illuminati");
constexpr const char *basicGoals = QT_TRANSLATE_NOOP("SeedSection", "Basic Goals");
constexpr const char *specialGoals = QT_TRANSLATE_NOOP("SeedSection", "Special Goals");
// INWO VFAQ, 002
constexpr const char *billClinton = QT_TRANSLATE_NOOP("SeedSection", "Bill Clinton");
constexpr const char *plotCards = QT_TRANSLATE_NOOP("SeedSection", "Plot Cards");
constexpr const char *actionTokens = QT_TRANSLATE_NOOP("SeedSection", "Action Tokens");
constexpr const char *automaticTakeover = QT_TRANSLATE_NOOP("SeedSection", "Automatic Takeover");
constexpr const char *cancellingTheAttack =
    QT_TRANSLATE_NOOP("SeedSection", "Cancelling the Attack");
constexpr const char *cancellingAnAidingGroup =
    QT_TRANSLATE_NOOP("SeedSection", "Cancelling an Aiding Group");
constexpr const char *cancellingAndTiming =
    QT_TRANSLATE_NOOP("SeedSection", "Cancelling and Timing");
constexpr const char *preCancellingActions =
    QT_TRANSLATE_NOOP("SeedSection", "Pre-cancelling actions");
constexpr const char *stepByStepCancelling =
    QT_TRANSLATE_NOOP("SeedSection", "Step by Step Cancelling");
constexpr const char *combiningGoals = QT_TRANSLATE_NOOP("SeedSection", "Combining Goals");
constexpr const char *doublingIlluminati = QT_TRANSLATE_NOOP(
    "SeedSection", "The Discordians, The Gnomes, The Network, and the Society of Assassins");
constexpr const char *adeptsOfHermes = QT_TRANSLATE_NOOP("SeedSection", "The Adepts of Hermes");
constexpr const char *servantsOfCthulhu = QT_TRANSLATE_NOOP("SeedSection", "Servants of Cthulhu");
constexpr const char *populationReduction =
    QT_TRANSLATE_NOOP("SeedSection", "Population Reduction");
constexpr const char *spendingAToken = QT_TRANSLATE_NOOP("SeedSection", "Spending a Token");
constexpr const char *permanentPowerMultipliers =
    QT_TRANSLATE_NOOP("SeedSection", "Cyborg Soldier and other Permanent power multipliers");
constexpr const char *goodPollsAndMultipliers =
    QT_TRANSLATE_NOOP("SeedSection", "Good Polls and Permanent power multipliers");
constexpr const char *puttingItAllTogether =
    QT_TRANSLATE_NOOP("SeedSection", "Putting it all together");
constexpr const char *winningTwoWays = QT_TRANSLATE_NOOP("SeedSection", "Winning Two Ways");
constexpr const char *simultaneousVictors =
    QT_TRANSLATE_NOOP("SeedSection", "Multiple Simultaneous Victors");
constexpr const char *alignmentChanges = QT_TRANSLATE_NOOP("SeedSection", "Alignment Changes");
constexpr const char *powerChanges = QT_TRANSLATE_NOOP("SeedSection", "Power Changes");
constexpr const char *exposingGoalCards =
    QT_TRANSLATE_NOOP("SeedSection", "Playing and Exposing Goal Cards");
// Illuminati (boxed game) rules summary, 003
constexpr const char *alignments = QT_TRANSLATE_NOOP("SeedSection", "Alignments");
constexpr const char *attacks = QT_TRANSLATE_NOOP("SeedSection", "Attacks");
// Plan 28, 004
constexpr const char *startingPlay = QT_TRANSLATE_NOOP("SeedSection", "Starting play");
constexpr const char *turnOrder = QT_TRANSLATE_NOOP("SeedSection", "Turn order");
constexpr const char *activeMoves = QT_TRANSLATE_NOOP("SeedSection", "Active Moves");
constexpr const char *reactiveMoves = QT_TRANSLATE_NOOP("SeedSection", "Reactive moves");
constexpr const char *strengthOfAttack =
    QT_TRANSLATE_NOOP("SeedSection", "#2 Calculate Strength of Attack");
constexpr const char *attacksToDestroy = QT_TRANSLATE_NOOP("SeedSection", "Attacks to Destroy");
constexpr const char *determiningVictory = QT_TRANSLATE_NOOP("SeedSection", "Determining victory");

// The passages of each rule, first the one a reader should open.
constexpr SeedLines r01[] = {{InwoRulebook, 120, 120}};
constexpr SeedLines r02[] = {{InwoRulebook, 120, 120}};
constexpr SeedLines r03[] = {{InwoRulebook, 124, 124}};
constexpr SeedLines r04[] = {{InwoRulebook, 120, 120}, {InwoRulebook, 124, 124}};
constexpr SeedLines r05[] = {{InwoRulebook, 143, 143}};
constexpr SeedLines r06[] = {{InwoRulebook, 127, 127}};
constexpr SeedLines r07[] = {{InwoRulebook, 113, 113}};
constexpr SeedLines r08[] = {{InwoRulebook, 119, 119}};
constexpr SeedLines r09[] = {{InwoRulebook, 111, 111}};
constexpr SeedLines r10[] = {{InwoRulebook, 114, 114}};
constexpr SeedLines r11[] = {{InwoRulebook, 125, 125}};
constexpr SeedLines r12[] = {{InwoRulebook, 76, 76}, {InwoRulebook, 85, 85}};
constexpr SeedLines r13[] = {{InwoRulebook, 131, 131}};
constexpr SeedLines r14[] = {{InwoRulebook, 126, 126}};
constexpr SeedLines r15[] = {{InwoRulebook, 87, 87}};
constexpr SeedLines r16[] = {{InwoRulebook, 308, 308}};
constexpr SeedLines r17[] = {{InwoRulebook, 134, 134}};
constexpr SeedLines r18[] = {{InwoRulebook, 135, 135}};
constexpr SeedLines r19[] = {{InwoRulebook, 136, 136}, {Vfaq, 230, 230, puttingItAllTogether}};
constexpr SeedLines r20[] = {{InwoRulebook, 137, 137}};
constexpr SeedLines r21[] = {{InwoRulebook, 128, 128}, {InwoRulebook, 101, 101}};
constexpr SeedLines r22[] = {{InwoRulebook, 129, 129}};
constexpr SeedLines r23[] = {{InwoRulebook, 130, 130}};
constexpr SeedLines r24[] = {{InwoRulebook, 130, 130}};
constexpr SeedLines r25[] = {{InwoRulebook, 132, 132}};
constexpr SeedLines r26[] = {{InwoRulebook, 133, 133}};
constexpr SeedLines r27[] = {{InwoRulebook, 138, 138}};
constexpr SeedLines r28[] = {{InwoRulebook, 141, 141}};
constexpr SeedLines r29[] = {{InwoRulebook, 149, 149}};
constexpr SeedLines r30[] = {
    {InwoRulebook, 149, 149}, {InwoRulebook, 139, 139}, {InwoRulebook, 132, 132}};
constexpr SeedLines r31[] = {{InwoRulebook, 154, 154}};
constexpr SeedLines r32[] = {{InwoRulebook, 153, 153}};
constexpr SeedLines r33[] = {{InwoRulebook, 147, 147}};
constexpr SeedLines r34[] = {{InwoRulebook, 147, 147}};
constexpr SeedLines r35[] = {{InwoRulebook, 148, 148}};
constexpr SeedLines r36[] = {{InwoRulebook, 150, 150}};
constexpr SeedLines r37[] = {{InwoRulebook, 151, 152}};
constexpr SeedLines r38[] = {{InwoRulebook, 153, 153}};
constexpr SeedLines r39[] = {{InwoRulebook, 379, 379}, {CardData, 35, 35}};
constexpr SeedLines r40[] = {{Vfaq, 206, 210, permanentPowerMultipliers}};
constexpr SeedLines r41[] = {{Vfaq, 214, 214, goodPollsAndMultipliers}};
constexpr SeedLines r42[] = {{Vfaq, 230, 230, puttingItAllTogether}};
constexpr SeedLines r43[] = {{Vfaq, 230, 230, puttingItAllTogether}};
constexpr SeedLines r44[] = {{Vfaq, 202, 202, spendingAToken}};
constexpr SeedLines r45[] = {{Vfaq, 204, 204, spendingAToken},
                             {Vfaq, 210, 210, permanentPowerMultipliers},
                             {Vfaq, 216, 216, goodPollsAndMultipliers},
                             {Vfaq, 222, 228, puttingItAllTogether}};
constexpr SeedLines r46[] = {{Vfaq, 232, 232, puttingItAllTogether}};
constexpr SeedLines r47[] = {{Vfaq, 230, 230, puttingItAllTogether}};
constexpr SeedLines r48[] = {{InwoRulebook, 160, 160}};
constexpr SeedLines r49[] = {{InwoRulebook, 161, 161}, {InwoRulebook, 162, 162}};
constexpr SeedLines r50[] = {{InwoRulebook, 186, 186}, {InwoRulebook, 64, 64}};
constexpr SeedLines r51[] = {{Vfaq, 124, 124, cancellingAndTiming}};
constexpr SeedLines r52[] = {{CardData, 31, 31}, {InwoRulebook, 160, 161}};
constexpr SeedLines r53[] = {{InwoRulebook, 163, 165}};
constexpr SeedLines r54[] = {{InwoRulebook, 326, 327}, {InwoRulebook, 301, 301}};
constexpr SeedLines r55[] = {{InwoRulebook, 118, 118}, {InwoRulebook, 216, 216}};
constexpr SeedLines r56[] = {{InwoRulebook, 166, 167}};
constexpr SeedLines r57[] = {{InwoRulebook, 168, 170}};
constexpr SeedLines r58[] = {{InwoRulebook, 173, 173}};
constexpr SeedLines r59[] = {{InwoRulebook, 171, 171}};
constexpr SeedLines r60[] = {{InwoRulebook, 157, 157}};
constexpr SeedLines r61[] = {{InwoRulebook, 156, 156}};
constexpr SeedLines r62[] = {{InwoRulebook, 158, 159}};
constexpr SeedLines r63[] = {{InwoRulebook, 222, 223}};
constexpr SeedLines r64[] = {{InwoRulebook, 217, 217}};
constexpr SeedLines r65[] = {{InwoRulebook, 218, 220}};
constexpr SeedLines r66[] = {{InwoRulebook, 221, 221}};
constexpr SeedLines r67[] = {{InwoRulebook, 175, 175}};
constexpr SeedLines r68[] = {
    {InwoRulebook, 175, 175}, {InwoRulebook, 290, 294}, {InwoRulebook, 136, 136}};
constexpr SeedLines r69[] = {{InwoRulebook, 176, 176}};
constexpr SeedLines r70[] = {{InwoRulebook, 174, 174}};
constexpr SeedLines r71[] = {{InwoRulebook, 271, 271}};
constexpr SeedLines r72[] = {
    {InwoRulebook, 121, 121}, {InwoRulebook, 144, 144}, {CardData, 30, 30}};
constexpr SeedLines r73[] = {{InwoRulebook, 145, 146}};
constexpr SeedLines r74[] = {{InwoRulebook, 115, 117}};
constexpr SeedLines r75[] = {
    {Vfaq, 48, 54, billClinton}, {Vfaq, 50, 50, billClinton}, {Vfaq, 37, 37, billClinton}};
constexpr SeedLines r76[] = {{InwoRulebook, 290, 294}};
constexpr SeedLines r77[] = {{InwoRulebook, 297, 297}};
constexpr SeedLines r78[] = {{Vfaq, 230, 230, puttingItAllTogether}};
constexpr SeedLines r79[] = {{InwoRulebook, 305, 307}, {InwoRulebook, 360, 360}};
constexpr SeedLines r80[] = {{InwoRulebook, 90, 90}};
constexpr SeedLines r81[] = {{InwoRulebook, 89, 89}};
constexpr SeedLines r82[] = {{InwoRulebook, 299, 302}};
constexpr SeedLines r83[] = {{Vfaq, 66, 68}};
constexpr SeedLines r84[] = {
    {Vfaq, 72, 72, plotCards}, {InwoRulebook, 246, 246}, {InwoRulebook, 314, 314}};
constexpr SeedLines r85[] = {{InwoRulebook, 241, 241}, {InwoRulebook, 251, 255}};
constexpr SeedLines r86[] = {{Vfaq, 78, 80, actionTokens}};
constexpr SeedLines r87[] = {{InwoRulebook, 244, 244}};
constexpr SeedLines r88[] = {{InwoRulebook, 245, 245}};
constexpr SeedLines r89[] = {
    {InwoRulebook, 242, 242}, {Vfaq, 99, 101, cancellingTheAttack}, {InwoRulebook, 313, 313}};
constexpr SeedLines r90[] = {{Vfaq, 101, 101, cancellingTheAttack}};
constexpr SeedLines r91[] = {{Vfaq, 103, 103, cancellingTheAttack}};
constexpr SeedLines r92[] = {{Vfaq, 84, 84, automaticTakeover}};
constexpr SeedLines r93[] = {{InwoRulebook, 243, 243}, {Vfaq, 107, 107, cancellingAnAidingGroup}};
constexpr SeedLines r94[] = {{Vfaq, 109, 109, cancellingAnAidingGroup}};
constexpr SeedLines r95[] = {{InwoRulebook, 286, 288}};
constexpr SeedLines r96[] = {{Vfaq, 134, 134, preCancellingActions}};
constexpr SeedLines r97[] = {{InwoRulebook, 315, 315}};
constexpr SeedLines r98[] = {{Vfaq, 115, 124, cancellingAndTiming},
                             {Vfaq, 142, 154, stepByStepCancelling}};
constexpr SeedLines r99[] = {{Vfaq, 126, 136, preCancellingActions}};
constexpr SeedLines r100[] = {{InwoRulebook, 178, 178}};
constexpr SeedLines r101[] = {{Vfaq, 88, 92, specialAbilities}};
constexpr SeedLines r102[] = {{Vfaq, 156, 156, stepByStepCancelling}, {InwoRulebook, 316, 316}};
constexpr SeedLines r103[] = {{InwoRulebook, 180, 180}, {InwoRulebook, 321, 321}};
constexpr SeedLines r104[] = {{InwoRulebook, 181, 182}};
constexpr SeedLines r105[] = {{InwoRulebook, 313, 313}};
constexpr SeedLines r106[] = {{InwoRulebook, 214, 214}};
constexpr SeedLines r107[] = {{InwoRulebook, 212, 214}};
constexpr SeedLines r108[] = {{InwoRulebook, 215, 215}};
constexpr SeedLines r109[] = {{InwoRulebook, 211, 211}};
constexpr SeedLines r110[] = {{InwoRulebook, 67, 67}};
constexpr SeedLines r111[] = {{InwoRulebook, 42, 42}};
constexpr SeedLines r112[] = {{InwoRulebook, 329, 329}};
constexpr SeedLines r113[] = {{InwoRulebook, 51, 51}, {InwoRulebook, 194, 194}};
constexpr SeedLines r114[] = {{InwoRulebook, 195, 195}};
constexpr SeedLines r115[] = {{InwoRulebook, 198, 199}};
constexpr SeedLines r116[] = {{InwoRulebook, 200, 200}};
constexpr SeedLines r117[] = {{Vfaq, 165, 166, combiningGoals},
                              {Vfaq, 174, 174, doublingIlluminati}};
constexpr SeedLines r118[] = {{Vfaq, 162, 162, combiningGoals}, {Vfaq, 168, 170, combiningGoals}};
constexpr SeedLines r119[] = {{CardData, 30, 38}, {CardData, 422, 422}};
constexpr SeedLines r120[] = {{Vfaq, 174, 174, doublingIlluminati}};
constexpr SeedLines r121[] = {{Vfaq, 180, 180, adeptsOfHermes}};
constexpr SeedLines r122[] = {{Vfaq, 186, 186, servantsOfCthulhu}, {InwoRulebook, 191, 191}};
constexpr SeedLines r123[] = {{Vfaq, 192, 194, populationReduction}};
constexpr SeedLines r124[] = {{InwoRulebook, 203, 204}};
constexpr SeedLines r125[] = {{InwoRulebook, 206, 206}, {Vfaq, 330, 332, exposingGoalCards}};
constexpr SeedLines r126[] = {{InwoRulebook, 208, 208}, {Vfaq, 311, 313, powerChanges}};
constexpr SeedLines r127[] = {{InwoRulebook, 209, 209}};
constexpr SeedLines r128[] = {{Vfaq, 305, 305, alignmentChanges}};
constexpr SeedLines r129[] = {{Vfaq, 307, 307, alignmentChanges}};
constexpr SeedLines r130[] = {{InwoRulebook, 196, 196}, {Vfaq, 297, 299, simultaneousVictors}};
constexpr SeedLines r131[] = {{Vfaq, 287, 289, winningTwoWays}};
constexpr SeedLines r132[] = {{InwoRulebook, 193, 193}};
constexpr SeedLines r133[] = {{Vfaq, 326, 326, powerChanges}};
constexpr SeedLines r134[] = {{InwoRulebook, 225, 225}};
constexpr SeedLines r135[] = {{InwoRulebook, 226, 226}};
constexpr SeedLines r136[] = {{InwoRulebook, 227, 227}};
constexpr SeedLines r137[] = {{InwoRulebook, 224, 224}};
constexpr SeedLines r138[] = {{InwoRulebook, 46, 47}, {InwoRulebook, 39, 39}};
constexpr SeedLines r139[] = {{InwoRulebook, 94, 97}};
constexpr SeedLines r140[] = {{InwoRulebook, 99, 99}};
constexpr SeedLines r141[] = {{InwoRulebook, 98, 98}};
constexpr SeedLines r142[] = {{InwoRulebook, 236, 236}};
constexpr SeedLines r143[] = {{InwoRulebook, 238, 238}};
constexpr SeedLines r144[] = {{InwoRulebook, 239, 240}, {InwoRulebook, 256, 260}};
constexpr SeedLines r145[] = {{InwoRulebook, 109, 109}};
constexpr SeedLines r146[] = {{InwoRulebook, 271, 271}};
constexpr SeedLines r147[] = {
    {InwoRulebook, 271, 271}, {InwoRulebook, 86, 86}, {Vfaq, 305, 305, alignmentChanges}};
constexpr SeedLines r148[] = {{InwoRulebook, 329, 329}, {InwoRulebook, 332, 332}};
constexpr SeedLines r149[] = {{InwoRulebook, 36, 41}};
constexpr SeedLines r150[] = {{InwoRulebook, 43, 52}};
constexpr SeedLines r151[] = {
    {InwoRulebook, 48, 48}, {InwoRulebook, 104, 104}, {InwoRulebook, 106, 106}};
constexpr SeedLines r152[] = {{InwoRulebook, 64, 65}};
constexpr SeedLines r153[] = {{InwoRulebook, 66, 67}, {CardData, 34, 34}};
constexpr SeedLines r154[] = {{InwoRulebook, 70, 70}};
constexpr SeedLines r155[] = {{InwoRulebook, 54, 54}};
constexpr SeedLines r156[] = {{InwoRulebook, 42, 42}};
constexpr SeedLines r157[] = {{InwoRulebook, 183, 185}};
constexpr SeedLines r158[] = {{InwoRulebook, 107, 110}, {InwoRulebook, 362, 362}};
constexpr SeedLines r159[] = {{InwoRulebook, 187, 190}};
constexpr SeedLines r160[] = {{InwoRulebook, 57, 57}};
constexpr SeedLines r161[] = {{InwoRulebook, 336, 336}};
constexpr SeedLines r162[] = {{InwoRulebook, 337, 337}};
constexpr SeedLines r163[] = {{InwoRulebook, 338, 341}};
constexpr SeedLines r164[] = {{Plan28, 14, 14}, {InwoRulebook, 94, 94}};
constexpr SeedLines r165[] = {{Plan28, 180, 180}};
constexpr SeedLines r166[] = {{Plan28, 182, 185}, {CardData, 175, 175}, {CardData, 552, 552}};
constexpr SeedLines r167[] = {{Plan28, 187, 192}, {CardData, 385, 385}, {CardData, 537, 537}};
constexpr SeedLines r168[] = {{Plan28, 194, 198}};
constexpr SeedLines r169[] = {{Plan28, 22, 28}};
constexpr SeedLines r170[] = {{Plan28, 39, 49, startingPlay}};
constexpr SeedLines r171[] = {{Plan28, 54, 59, turnOrder}};
constexpr SeedLines r172[] = {{Plan28, 61, 63, turnOrder}};
constexpr SeedLines r173[] = {{Plan28, 65, 72, turnOrder}};
constexpr SeedLines r174[] = {{Plan28, 74, 76, turnOrder}};
constexpr SeedLines r175[] = {{Plan28, 78, 93, activeMoves}};
constexpr SeedLines r176[] = {{Plan28, 95, 100, reactiveMoves}};
constexpr SeedLines r177[] = {{Plan28, 111, 131, strengthOfAttack}};
constexpr SeedLines r178[] = {{Plan28, 139, 139, attacksToDestroy}};
constexpr SeedLines r179[] = {{Plan28, 142, 147}};
constexpr SeedLines r180[] = {{Plan28, 151, 164, determiningVictory}};
constexpr SeedLines r181[] = {{Plan28, 166, 166, determiningVictory}};
constexpr SeedLines r182[] = {{BoxedGame, 87, 101, sequenceOfPlay},
                              {BoxedSummary, 18, 18, sequenceOfPlay}};
constexpr SeedLines r183[] = {{BoxedGame, 184, 184, attackToControl},
                              {BoxedGame, 188, 192, attackToControl},
                              {BoxedGame, 198, 198, attackToControl}};
constexpr SeedLines r184[] = {{BoxedGame, 190, 190, attackToControl}};
constexpr SeedLines r185[] = {{BoxedGame, 204, 206, attackToControl}};
constexpr SeedLines r186[] = {{BoxedGame, 210, 210, attackToControl}};
constexpr SeedLines r187[] = {{BoxedGame, 262, 262, interference}};
constexpr SeedLines r188[] = {{BoxedGame, 194, 194, attackToControl},
                              {BoxedSummary, 63, 63, attacks}};
constexpr SeedLines r189[] = {{BoxedGame, 208, 208, attackToControl}};
constexpr SeedLines r190[] = {{BoxedGame, 232, 240, attackToNeutralize},
                              {BoxedSummary, 50, 50, attacks}};
constexpr SeedLines r191[] = {{BoxedGame, 244, 256, attackToDestroy}};
constexpr SeedLines r192[] = {{BoxedGame, 264, 268, interference},
                              {BoxedGame, 334, 334, specialCards},
                              {BoxedSummary, 32, 32, attacks}};
constexpr SeedLines r193[] = {{BoxedGame, 272, 274, callingOffAnAttack}};
constexpr SeedLines r194[] = {{BoxedGame, 224, 226, attackToControl}};
constexpr SeedLines r195[] = {{BoxedGame, 188, 188, attackToControl},
                              {BoxedGame, 228, 230, attackToControl}};
constexpr SeedLines r196[] = {{BoxedGame, 162, 164, specialAbilities}};
constexpr SeedLines r197[] = {{BoxedGame, 119, 130, alignment}, {BoxedSummary, 5, 5, alignments}};
constexpr SeedLines r198[] = {{BoxedGame, 713, 723, specialGoals},
                              {BoxedGame, 467, 589, aboutTheIlluminati}};
constexpr SeedLines r199[] = {{BoxedGame, 350, 350, winningTheGame},
                              {BoxedGame, 705, 709, basicGoals}};
constexpr SeedLines r200[] = {{BoxedGame, 340, 340, eliminatingAPlayer}};
constexpr SeedLines r201[] = {{BoxedGame, 222, 222, attackToControl}};
constexpr SeedLines r202[] = {{BoxedGame, 300, 316, giftsAndTrades}};

constexpr RuleIdentity Rules[] = {
    {.id = R01,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Attack strength and the control roll"),
     .passages = r01},
    {.id = R02,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A strength below 2 cannot succeed"),
     .passages = r02},
    {.id = R03,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A roll of 11 or 12 always fails"),
     .passages = r03},
    {.id = R04,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Chance of success by attack strength"),
     .passages = r04},
    {.id = R05,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Strength is final only when nobody adds more"),
     .passages = r05},
    {.id = R06,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Undeclared bonuses are lost at the roll"),
     .passages = r06},
    {.id = R07,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Announcing an attack in full"),
     .passages = r07},
    {.id = R08,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Control needs a free outgoing arrow"),
     .passages = r08},
    {.id = R09,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Illuminati attack but cannot be attacked"),
     .passages = r09},
    {.id = R10,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Any group may be attacked, whatever its alignment"),
     .passages = r10},
    {.id = R11,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Alignment bonus and penalty to control"),
     .passages = r11},
    {.id = R12,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The opposite alignment pairs"),
     .passages = r12},
    {.id = R13,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Only the leading attacker gets alignment modifiers"),
     .passages = r13},
    {.id = R14,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Attributes are not alignments"),
     .passages = r14},
    {.id = R15,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No opposite or doubled alignments on one group"),
     .passages = r15},
    {.id = R16,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Illuminati have no alignments"),
     .passages = r16},
    {.id = R17,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Alignments shared with the master add Resistance"),
     .passages = r17},
    {.id = R18,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Closeness to the Illuminati adds Resistance"),
     .passages = r18},
    {.id = R19,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The closeness bonus is never multiplied"),
     .passages = r19},
    {.id = R20,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Abilities that raise Resistance"),
     .passages = r20},
    {.id = R21,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Any number may aid, each for an Action token"),
     .passages = r21},
    {.id = R22,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Groups may join an attack later"),
     .passages = r22},
    {.id = R23,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Who may aid an attack to control"),
     .passages = r23},
    {.id = R24,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Who may defend against an attack to control"),
     .passages = r24},
    {.id = R25,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Global Power when alignments do not qualify"),
     .passages = r25},
    {.id = R26,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Global Power follows a lowered Power"),
     .passages = r26},
    {.id = R27,
     .title =
         QT_TRANSLATE_NOOP("RuleTitle", "A group may always defend itself, master and puppets"),
     .passages = r27},
    {.id = R28,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The target's own token counts double"),
     .passages = r28},
    {.id = R29,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Who may aid an attack to destroy"),
     .passages = r29},
    {.id = R30,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Who may defend against an attack to destroy"),
     .passages = r30,
     .ambiguous = true},
    {.id = R31,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Third parties may interfere"),
     .passages = r31},
    {.id = R32,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No group attacks itself or aids an attack on itself"),
     .passages = r32},
    {.id = R33,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Destroy compares Power with Power"),
     .passages = r33},
    {.id = R34,
     .title =
         QT_TRANSLATE_NOOP("RuleTitle", "Closeness defends against destroy, master alignment not"),
     .passages = r34},
    {.id = R35,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Alignment modifiers to destroy"),
     .passages = r35},
    {.id = R36,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Destroy needs no free arrow"),
     .passages = r36},
    {.id = R37,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Where a destroyed group and its puppets go"),
     .passages = r37},
    {.id = R38,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Destroying your own group"),
     .passages = r38},
    {.id = R39,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The Servants of Cthulhu's bonus to destroy"),
     .passages = r39},
    {.id = R40,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Permanent Power changes apply to every use"),
     .passages = r40},
    {.id = R41,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Only the highest multiplier counts in defence"),
     .passages = r41},
    {.id = R42,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A +10 defence Plot is added once"),
     .passages = r42},
    {.id = R43,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Two different +10 cards in one defence"),
     .passages = r43},
    {.id = R44,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The target's token adds its permanent Power again"),
     .passages = r44},
    {.id = R45,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The VFAQ's worked defence totals"),
     .passages = r45},
    {.id = R46,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Defence-only bonuses count for every use"),
     .passages = r46},
    {.id = R47,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Two Good Polls still multiply only once"),
     .passages = r47},
    {.id = R48,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No third party in a Privileged attack"),
     .passages = r48},
    {.id = R49,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Negated Privilege stays lost for that attack"),
     .passages = r49},
    {.id = R50,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No trades or Plot buying during a Privileged attack"),
     .passages = r50},
    {.id = R51,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Third parties may cancel the source of Privilege"),
     .passages = r51},
    {.id = R52,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "How an INWO attack becomes Privileged"),
     .passages = r52,
     .gap = true},
    {.id = R53,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Who may affect a Secret group"),
     .passages = r53},
    {.id = R54,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "What immunity protects against"),
     .passages = r54},
    {.id = R55,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No duplicate Plots in one attack or defence"),
     .passages = r55,
     .ambiguous = true},
    {.id = R56,
     .title =
         QT_TRANSLATE_NOOP("RuleTitle", "An Instant attack is card Power against target Power"),
     .passages = r56},
    {.id = R57,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The target of an Instant attack spends no tokens"),
     .passages = r57},
    {.id = R58,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A Disaster takes a token at once"),
     .passages = r58},
    {.id = R59,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "An Assassination kills a Personality"),
     .passages = r59},
    {.id = R60,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Agents card: +10 to attack, -6 to defend"),
     .passages = r60},
    {.id = R61,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "One agents card per attack, discarded after use"),
     .passages = r61},
    {.id = R62,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Agents cannot stop an automatic takeover"),
     .passages = r62},
    {.id = R63,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A duplicate of your own group is no use"),
     .passages = r63},
    {.id = R64,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Players of the same Illuminati are mortal foes"),
     .passages = r64},
    {.id = R65,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A rival's Illuminati card as an agent"),
     .passages = r65},
    {.id = R66,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Illuminati absent at the start stay out"),
     .passages = r66},
    {.id = R67,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Devastation halves Power against destroy"),
     .passages = r67},
    {.id = R68,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Where halving falls in the modifier order"),
     .passages = r68,
     .ambiguous = true},
    {.id = R69, .title = QT_TRANSLATE_NOOP("RuleTitle", "What Relief costs"), .passages = r69},
    {.id = R70,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Moving groups under a Devastated group"),
     .passages = r70},
    {.id = R71,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Devastation survives a return to hand"),
     .passages = r71},
    {.id = R72,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Attacking a group from your own hand"),
     .passages = r72},
    {.id = R73,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A captured group brings its puppets"),
     .passages = r73},
    {.id = R74, .title = QT_TRANSLATE_NOOP("RuleTitle", "Calling off an attack"), .passages = r74},
    {.id = R75,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Bill Clinton's uncertain Liberal alignment"),
     .passages = r75},
    {.id = R76,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Order of changes: set, multiply, then add"),
     .passages = r76},
    {.id = R77,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Multipliers never stack"),
     .passages = r77},
    {.id = R78,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Bonuses outside Power come after the arithmetic"),
     .passages = r78},
    {.id = R79,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Impossible die results become the nearest legal one"),
     .passages = r79,
     .ambiguous = true},
    {.id = R80,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Power never drops below 0"),
     .passages = r80},
    {.id = R81,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Power changes count for every purpose"),
     .passages = r81},
    {.id = R82,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Specific card text beats general effects"),
     .passages = r82},
    {.id = R83,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A cancelled play never happened"),
     .passages = r83},
    {.id = R84,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A cancelled Plot and what powered it are lost"),
     .passages = r84},
    {.id = R85,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A Plot made illegal returns to hand, exposed"),
     .passages = r85},
    {.id = R86,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cancelled or illegal Action tokens are lost"),
     .passages = r86},
    {.id = R87,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Replacing one of several actions behind a Plot"),
     .passages = r87},
    {.id = R88,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "An ability made illegal loses its tokens"),
     .passages = r88},
    {.id = R89,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cancelling the attacking group's action"),
     .passages = r89},
    {.id = R90,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "What stays when an attack is cancelled"),
     .passages = r90},
    {.id = R91,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A cancelled attack on a card from hand"),
     .passages = r91},
    {.id = R92,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A cancelled automatic takeover"),
     .passages = r92},
    {.id = R93,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cancelling an aiding group's action"),
     .passages = r93},
    {.id = R94,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "An aiding action made illegal"),
     .passages = r94},
    {.id = R95,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cancelling a cancel restores the first card"),
     .passages = r95},
    {.id = R96,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A Hoax may be salvaged to cancel itself"),
     .passages = r96},
    {.id = R97,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No cancelling after the dice are rolled"),
     .passages = r97},
    {.id = R98,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plays to cancel before they take effect"),
     .passages = r98},
    {.id = R99,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "What you may do before cancelling"),
     .passages = r99},
    {.id = R100,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No stepping back in time to become eligible"),
     .passages = r100},
    {.id = R101,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cancelling abilities that need no action"),
     .passages = r101},
    {.id = R102,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Negate, nullify and no effect all mean cancel"),
     .passages = r102},
    {.id = R103,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No discarding to thwart a look or a theft"),
     .passages = r103},
    {.id = R104,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Truly simultaneous plays: the dice decide"),
     .passages = r104},
    {.id = R105,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A cancelled attack in the glossary"),
     .passages = r105},
    {.id = R106,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "One NWO per colour, three at most"),
     .passages = r106},
    {.id = R107,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "How an NWO leaves play"),
     .passages = r107},
    {.id = R108,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "An NWO may replace an identical NWO"),
     .passages = r108},
    {.id = R109,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Combined NWOs resolve in the order played"),
     .passages = r109},
    {.id = R110,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Played NWOs do not count toward the hand limit"),
     .passages = r110},
    {.id = R111,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "NWOs reach players still in their first turn"),
     .passages = r111},
    {.id = R112,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "NWO changes are permanent"),
     .passages = r112},
    {.id = R113,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Claiming victory and letting rivals respond"),
     .passages = r113},
    {.id = R114,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Nobody wins in the first round"),
     .passages = r114},
    {.id = R115,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The basic goal: a set number of groups"),
     .passages = r115},
    {.id = R116,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "At most three groups count double"),
     .passages = r116},
    {.id = R117,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Combined goals keep the double-count limit"),
     .passages = r117},
    {.id = R118,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Which goals combine and which never do"),
     .passages = r118},
    {.id = R119,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The special goals of the INWO Illuminati"),
     .passages = r119},
    {.id = R120,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Doubling special goals combine with Goal cards"),
     .passages = r120},
    {.id = R121,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The Adepts' Magic resources count as groups"),
     .passages = r121},
    {.id = R122,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cthulhu's destroyed groups lower the goal"),
     .passages = r122},
    {.id = R123,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Population Reduction and counting double"),
     .passages = r123},
    {.id = R124,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Only one Goal card in hand"),
     .passages = r124},
    {.id = R125,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A Goal card is revealed, never played"),
     .passages = r125},
    {.id = R126,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Which Power changes count for goals"),
     .passages = r126},
    {.id = R127,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Temporary alignment changes count that turn only"),
     .passages = r127},
    {.id = R128,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Alignment changes on destroyed cards"),
     .passages = r128},
    {.id = R129,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The order of alignment changes matters"),
     .passages = r129},
    {.id = R130,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Shared victories and players of the same Illuminati"),
     .passages = r130},
    {.id = R131,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A second goal after a thwarted victory"),
     .passages = r131},
    {.id = R132,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Eliminating a rival, and leaving the game"),
     .passages = r132},
    {.id = R133,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Military-Industrial Complex and goals"),
     .passages = r133},
    {.id = R134,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Only one copy of a Unique resource in play"),
     .passages = r134},
    {.id = R135,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A hidden Unique must be exposed"),
     .passages = r135},
    {.id = R136,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Resources that are not unique, in any number"),
     .passages = r136},
    {.id = R137,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The duplicate of a destroyed group stays out"),
     .passages = r137},
    {.id = R138,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No duplicates by takeover; clashing leads"),
     .passages = r138},
    {.id = R139,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "How Resources enter play"),
     .passages = r139},
    {.id = R140,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Tokens of Resources cannot buy Plots"),
     .passages = r140},
    {.id = R141,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Linked Resources follow their group"),
     .passages = r141},
    {.id = R142,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Moving a link: own turn, once per turn"),
     .passages = r142},
    {.id = R143,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A temporarily illegal link is kept but idle"),
     .passages = r143},
    {.id = R144,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A permanently illegal link is lost"),
     .passages = r144},
    {.id = R145,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Creating a link is a free move"),
     .passages = r145},
    {.id = R146,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Cards remember changes to their status"),
     .passages = r146},
    {.id = R147,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A destroyed group loses its special status"),
     .passages = r147,
     .ambiguous = true},
    {.id = R148,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Permanent versus temporary changes"),
     .passages = r148},
    {.id = R149,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Setting up an INWO game"),
     .passages = r149},
    {.id = R150,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The seven phases of a turn"),
     .passages = r150},
    {.id = R151,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "One token per group, refilled in phase 4"),
     .passages = r151},
    {.id = R152,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Buying Plots with Action tokens"),
     .passages = r152},
    {.id = R153,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "The hand limit of five Plots"),
     .passages = r153},
    {.id = R154,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "A second Group draw for the Illuminati action"),
     .passages = r154},
    {.id = R155,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Play passes counter-clockwise"),
     .passages = r155},
    {.id = R156,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "No moves against a rival before his first turn ends"),
     .passages = r156},
    {.id = R157,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Moving a group costs one action"),
     .passages = r157},
    {.id = R158,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Free moves; dropping groups is not allowed"),
     .passages = r158},
    {.id = R159,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Only trades made at once are binding"),
     .passages = r159},
    {.id = R160,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Card text beats the rulebook, not the Meta-Rules"),
     .passages = r160},
    {.id = R161,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Two players: a basic goal of at least 12"),
     .passages = r161},
    {.id = R162,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Two players: no attacks before a full turn each"),
     .passages = r162},
    {.id = R163,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Two players: no automatic takeovers"),
     .passages = r163},
    {.id = R164,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: a deck of exactly 30 cards"),
     .passages = r164,
     .ambiguous = true},
    {.id = R165,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: at most two copies of a Plot"),
     .passages = r165},
    {.id = R166,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: the Restricted list"),
     .passages = r166},
    {.id = R167,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: the Ultra Restricted list"),
     .passages = r167},
    {.id = R168,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: banned cards"),
     .passages = r168,
     .gap = true},
    {.id = R169,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: the uncontrolled deck"),
     .passages = r169},
    {.id = R170,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: setup and the In Media Res draft"),
     .passages = r170,
     .ambiguous = true},
    {.id = R171,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28, phase 1: Planning"),
     .passages = r171},
    {.id = R172,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28, phase 2: World Domination"),
     .passages = r172},
    {.id = R173,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28, phase 3: End of Turn"),
     .passages = r173},
    {.id = R174,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28, phase 4: victory after turn 4"),
     .passages = r174},
    {.id = R175,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: active moves"),
     .passages = r175},
    {.id = R176,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: reactive moves"),
     .passages = r176},
    {.id = R177,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: attack to control"),
     .passages = r177,
     .ambiguous = true},
    {.id = R178,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: attack to destroy"),
     .passages = r178,
     .ambiguous = true},
    {.id = R179,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: the order in which plays resolve"),
     .passages = r179},
    {.id = R180,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: victory points"),
     .passages = r180},
    {.id = R181,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Plan 28: breaking ties"),
     .passages = r181},
    {.id = R182,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: the turn sequence"),
     .passages = r182},
    {.id = R183,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: control strength and aiding"),
     .passages = r183},
    {.id = R184,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: announce aid before any money"),
     .passages = r184},
    {.id = R185,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: the attacker's money"),
     .passages = r185},
    {.id = R186,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: the defender's money"),
     .passages = r186},
    {.id = R187,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: money from other players"),
     .passages = r187},
    {.id = R188,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: closeness to the Illuminati"),
     .passages = r188},
    {.id = R189,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: money beyond a needed roll of 10"),
     .passages = r189},
    {.id = R190,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: attack to neutralize"),
     .passages = r190,
     .ambiguous = true},
    {.id = R191,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: attack to destroy"),
     .passages = r191},
    {.id = R192,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: Privilege"),
     .passages = r192,
     .ambiguous = true},
    {.id = R193,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: calling off an attack"),
     .passages = r193},
    {.id = R194,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: the captured group's treasury"),
     .passages = r194},
    {.id = R195,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: each group attacks once per turn"),
     .passages = r195},
    {.id = R196,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: any-attempt and card-only abilities"),
     .passages = r196},
    {.id = R197,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: alignments and their opposites"),
     .passages = r197},
    {.id = R198,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: the special goals"),
     .passages = r198},
    {.id = R199,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: basic goal by number of players"),
     .passages = r199,
     .gap = true},
    {.id = R200,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: eliminating a player"),
     .passages = r200},
    {.id = R201,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: puppets come along with a capture"),
     .passages = r201},
    {.id = R202,
     .title = QT_TRANSLATE_NOOP("RuleTitle", "Boxed game: giving groups to other players"),
     .passages = r202},
};

static_assert(std::size(Rules) == RuleCount, "one identity per rule of the coverage list");

constexpr bool isWellFormed()
{
    for (int index = 0; index < RuleCount; ++index) {
        const RuleIdentity &identity = Rules[index];
        if (identity.id != RuleId(index + 1) || identity.title == nullptr ||
            identity.passages.empty())
            return false;
        for (const SeedLines &lines : identity.passages) {
            if (lines.first < 1 || lines.last < lines.first)
                return false;
            if (lines.seed == CardData && lines.section != nullptr)
                return false;
        }
    }
    return true;
}
static_assert(isWellFormed(), "rules numbered in order, each with a title and valid passages");

constexpr const char *SeedTitles[] = {
    QT_TRANSLATE_NOOP("Seed", "INWO rulebook"),
    QT_TRANSLATE_NOOP("Seed", "Illuminati (boxed game) rulebook"),
    QT_TRANSLATE_NOOP("Seed", "INWO VFAQ"),
    QT_TRANSLATE_NOOP("Seed", "Illuminati (boxed game) rules summary"),
    QT_TRANSLATE_NOOP("Seed", "Plan 28"),
    QT_TRANSLATE_NOOP("Seed", "Card data"),
};
static_assert(std::size(SeedTitles) == std::size_t(CardData) + 1, "one title per seed");

bool isRule(RuleId id)
{
    const int number = int(id);
    return number >= 1 && number <= RuleCount;
}

// The first passage of a rule, or nothing for a number that is no rule.
const SeedLines *firstPassage(RuleId id)
{
    const RuleIdentity &identity = ruleIdentity(id);
    return identity.passages.empty() ? nullptr : &identity.passages.front();
}

} // namespace

std::span<const RuleIdentity> allRules()
{
    return Rules;
}

const RuleIdentity &ruleIdentity(RuleId id)
{
    Q_ASSERT_X(isRule(id), "ruleIdentity", "no rule has this number");
    static constexpr RuleIdentity noRule;
    return isRule(id) ? Rules[int(id) - 1] : noRule;
}

QString ruleCode(RuleId id)
{
    if (!isRule(id))
        return {};
    return QStringLiteral("R%1").arg(int(id), 2, 10, QLatin1Char('0'));
}

std::optional<RuleId> ruleFromCode(QStringView code)
{
    code = code.trimmed();
    // A letter R and one to three digits: "R7", "r11", "R007", "R120".
    if (code.size() < 2 || code.size() > 4 || (code.front() != u'R' && code.front() != u'r'))
        return std::nullopt;
    int number = 0;
    for (const QChar digit : code.sliced(1)) {
        if (digit.unicode() < u'0' || digit.unicode() > u'9')
            return std::nullopt;
        number = number * 10 + (digit.unicode() - u'0');
    }
    if (!isRule(RuleId(number)))
        return std::nullopt;
    return RuleId(number);
}

QString ruleTitle(RuleId id)
{
    const char *title = ruleIdentity(id).title;
    return title ? QCoreApplication::translate("RuleTitle", title) : QString();
}

QString seedFileName(Seed seed)
{
    switch (seed) {
    case InwoRulebook:
        return QStringLiteral("000_42f3d193c8c5ff8e.txt");
    case BoxedGame:
        return QStringLiteral("001_75a3615548477915.txt");
    case Vfaq:
        return QStringLiteral("002_c1b8ef93d76c5628.txt");
    case BoxedSummary:
        return QStringLiteral("003_ec8d030db71a69d3.txt");
    case Plan28:
        return QStringLiteral("004_982041b3a4af1224.txt");
    case CardData:
        return QStringLiteral("carddata.txt");
    }
    return {};
}

QString seedTitle(Seed seed)
{
    const auto index = std::size_t(seed);
    if (index >= std::size(SeedTitles))
        return {};
    return QCoreApplication::translate("Seed", SeedTitles[index]);
}

QString seedCitation(QStringView location)
{
    QString citation = location.toString();
    for (const Seed seed : {InwoRulebook, BoxedGame, Vfaq, BoxedSummary, Plan28, CardData})
        citation.replace(seedFileName(seed), seedTitle(seed));
    // "line 174", "lines 182-185" in the reader's language.
    static const QRegularExpression lines(QStringLiteral("\\b(lines?) (\\d+(?:-\\d+)?)"));
    QString out;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = lines.globalMatch(citation); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += citation.mid(from, match.capturedStart() - from);
        out += match.captured(1) == u"line"
                   ? QCoreApplication::translate("Seed", "line %1").arg(match.captured(2))
                   : QCoreApplication::translate("Seed", "lines %1").arg(match.captured(2));
        from = match.capturedEnd();
    }
    return out + citation.mid(from);
}

QString passageSource(const SeedLines &lines)
{
    const QString seed = seedTitle(lines.seed);
    const QString section = seedSection(lines);
    const QString first = QString::number(lines.first);
    const QString last = QString::number(lines.last);
    if (section.isEmpty()) {
        if (lines.first == lines.last)
            //: A rule's source: %1 is a rules text, %2 a line number
            return QCoreApplication::translate("RuleSource", "%1 (line %2)").arg(seed, first);
        //: A rule's source: %1 is a rules text, %2 and %3 the first and last line
        return QCoreApplication::translate("RuleSource", "%1 (lines %2-%3)").arg(seed, first, last);
    }
    if (lines.first == lines.last)
        //: A rule's source: %1 is a rules text, %2 its heading, %3 a line number
        return QCoreApplication::translate("RuleSource", "%1, %2 (line %3)")
            .arg(seed, section, first);
    //: A rule's source: %1 is a rules text, %2 its heading, %3 and %4 the first and last line
    return QCoreApplication::translate("RuleSource", "%1, %2 (lines %3-%4)")
        .arg(seed, section, first, last);
}

QString seedTitleEnglish(Seed seed)
{
    const auto index = std::size_t(seed);
    return index < std::size(SeedTitles) ? QString::fromLatin1(SeedTitles[index]) : QString();
}

QString seedSection(const SeedLines &lines)
{
    return lines.section ? QCoreApplication::translate("SeedSection", lines.section) : QString();
}

namespace {

QString renderRuleSource(RuleId id)
{
    const SeedLines *lines = firstPassage(id);
    return lines ? passageSource(*lines) : QString();
}

} // namespace

QString ruleSource(RuleId id)
{
    // Rendered once per rule and language: the window shows sources on every line.
    thread_local std::array<QString, RuleCount + 1> cache;
    thread_local quint64 stamp = 0;
    const quint64 generation = translationGeneration();
    if (generation != stamp || generation == 0) {
        cache = {};
        stamp = generation;
    }
    const int index = int(id);
    if (index < 1 || index > RuleCount)
        return {};
    QString &cached = cache[std::size_t(index)];
    if (cached.isNull())
        cached = renderRuleSource(id);
    return cached;
}

QString ruleLocation(RuleId id)
{
    const SeedLines *lines = firstPassage(id);
    if (!lines)
        return {};
    QString location = seedFileName(lines->seed) + u':' + QString::number(lines->first);
    if (lines->last != lines->first)
        location += u'-' + QString::number(lines->last);
    return location;
}

} // namespace inwo
