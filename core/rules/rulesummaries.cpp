// Generated from the project's own rule summaries (issue 24): one text per rule of the coverage
// list, in our own words; the German is in translations/inwo_de.ts. Edit here, then run lupdate.
#include "rules/rulesummaries.h"

#include <QtGlobal>

#include <iterator>

namespace inwo {

namespace {

constexpr RuleReadingSource readings030[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "A group with Global Power may also defend against a destroy attack, adding its Global Power, since the general defence rule allows Global Power."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "Only a shared alignment, or being the target's own master or puppet, lets a group defend against a destroy attack; Global Power does not."), false},
};
constexpr RuleReadingSource readings055[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "The limit applies to each player: two different players may each use one copy of the same Plot in the same attack or defence."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "The limit applies to the attack as a whole: a given Plot may appear only once in an attack and its defence, whoever plays it."), false},
};
constexpr RuleReadingSource readings068[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "Halving is a division applied together with the multiplier, after set values and before additions; closeness is added last and never halved."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "Halving is applied to the finished Power after all additions and subtractions, and only closeness is added after it."), false},
    {QT_TRANSLATE_NOOP("RuleReading", "Halving is itself a multiplying effect, so under R77 it cannot be combined with a doubling and only one of the two applies."), false},
};
constexpr RuleReadingSource readings079[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "A modified two-dice roll is held between 2 and 12, so a result pushed below 2 counts as 2 and one above 12 as 12."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "Only single-die rolls are clamped to 1 to 6; a modified two-dice total keeps its value even outside 2 to 12, which can matter for the margin of success."), false},
};
constexpr RuleReadingSource readings147[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "Permanent changes keep counting for goals after destruction, but a card returned to play starts again from its printed values."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "A permanent change outlasts destruction in every respect, so a card brought back into play still carries it."), false},
    {QT_TRANSLATE_NOOP("RuleReading", "Destruction wipes every change, so even for goals a destroyed card counts only with its printed values."), false},
};
constexpr RuleReadingSource readings164[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "The 9 are Group-deck cards, so Resources may be among them."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "The 9 must all be true Groups, so a Plan 28 deck carries no Resources."), false},
};
constexpr RuleReadingSource readings170[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "Each player keeps 2 of his 4 cards face up in a shared pool, then players pick from that pool in turn from the starting player, in reverse order for the second pick."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "There is no shared pool: the snake order only sets when each player picks 2 of his own 4 cards."), false},
    {QT_TRANSLATE_NOOP("RuleReading", "All In Media Res cards go face up into one pool and are drafted in snake order, with no private keep-two step."), false},
};
constexpr RuleReadingSource readings177[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "Plan 28 lists every modifier, so closeness to the Illuminati and alignments shared with the master give the target nothing."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "The list only shows what Plan 28 changes, so INWO's closeness (+10/+5) and master-alignment (+4) bonuses still apply."), false},
};
constexpr RuleReadingSource readings178[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "Defence is exactly as for control: the target's Resistance, +5 if Secret."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "As in INWO, the target's Power is its defence; 'as attacks to control' only means the same defensive extras apply."), false},
};
constexpr RuleReadingSource readings190[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "As the later summary says, neutralizing needs no open control arrow."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "The first rulebook calls it identical to control except for the listed points, so an open control arrow is still needed."), false},
};
constexpr RuleReadingSource readings192[] = {
    {QT_TRANSLATE_NOOP("RuleReading", "Go by edition: in the later one, discarding any two Specials abolishes Privilege; under the first rulebook a named card does, and its conflict over which card is flagged."), true},
    {QT_TRANSLATE_NOOP("RuleReading", "Only the Special card Interference can abolish Privilege, whatever the edition."), false},
    {QT_TRANSLATE_NOOP("RuleReading", "Deep Agent is the sole card that abolishes Privilege, whatever the edition."), false},
};

constexpr RuleTextSource Texts[] = {
    // R01
    {QT_TRANSLATE_NOOP("RuleSummary", "The attack strength equals the attacker's Power plus all aid, minus the target's Resistance and every defence bonus. The attack to control succeeds if two dice together show that number or less."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: aid is transferable Power lent by the attacker's other groups, and Megabucks spent by any side also move the strength (R183-R187)."), {}},
    // R02
    {QT_TRANSLATE_NOOP("RuleSummary", "Two dice never total less than 2. An attack whose final strength is 1 or lower therefore has no chance, whatever is rolled."), nullptr, {}},
    // R03
    {QT_TRANSLATE_NOOP("RuleSummary", "A total of 11 or 12 on the dice is a failure however strong the attack is. Raising the strength above 10 therefore no longer improves the odds, which stay at 33 in 36."), nullptr, {}},
    // R04
    {QT_TRANSLATE_NOOP("RuleSummary", "The chance is that two dice show the strength or under, counting any strength above 10 as 10 and anything below 2 as hopeless: 2 gives 1/36, 3 gives 1/12, 4 gives 1/6, 5 gives 5/18, 6 gives 5/12, 7 gives 7/12, 8 gives 13/18, 9 gives 5/6, 10 or more gives 11/12."), nullptr, {}},
    // R05
    {QT_TRANSLATE_NOOP("RuleSummary", "Both sides may keep adding tokens, Plots or abilities to an attack. Only when no player can or will add anything more is the strength fixed; then the attacker rolls."), nullptr, {}},
    // R06
    {QT_TRANSLATE_NOOP("RuleSummary", "Every bonus, for attack or for defence, must be claimed before the roll. A bonus nobody mentions in time is simply lost, even if it would have changed the result."), nullptr, {}},
    // R07
    {QT_TRANSLATE_NOOP("RuleSummary", "When starting an attack, the attacker names the attacking group, the groups helping it, whether it is an attack to control or to destroy, and the target."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: attacks to neutralize exist as well, and nothing announced may change after any money is paid in (R190)."), {}},
    // R08
    {QT_TRANSLATE_NOOP("RuleSummary", "To attempt a takeover, the attacking group needs at least one outgoing control arrow that is neither occupied nor blocked. Without one it cannot try for control."), nullptr, {}},
    // R09
    {QT_TRANSLATE_NOOP("RuleSummary", "An Illuminati card may make attacks, but no attack can ever target it. A player's Illuminati suffers only when every group under it is lost."), nullptr, {}},
    // R10
    {QT_TRANSLATE_NOOP("RuleSummary", "Alignment alone never rules out a target: a group may attack any group, whatever the alignments of either. Alignments decide which other groups may join in, and they shift the odds."), nullptr, {}},
    // R11
    {QT_TRANSLATE_NOOP("RuleSummary", "In an attack to control, the leading group gets +4 for every alignment it shares with the target and -4 for every pair of opposed alignments between them."), nullptr, {}},
    // R12
    {QT_TRANSLATE_NOOP("RuleSummary", "The opposed pairs are Government and Corporate, Liberal and Conservative, Peaceful and Violent, Straight and Weird; Criminal is unpaired. Two Fanatic groups always count as opposed, so Fanatic against Fanatic is -4 to control and +4 to destroy."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: Government is opposed to Communist instead (the later summary pairs Corporate with Socialist); the other pairs are unchanged (R197)."), {}},
    // R13
    {QT_TRANSLATE_NOOP("RuleSummary", "Alignment bonuses and penalties count only for the group leading the attack. Groups that aid it add their Power, never their alignment modifiers."), nullptr, {}},
    // R14
    {QT_TRANSLATE_NOOP("RuleSummary", "Attributes such as Computer or Media are labels, not alignments. They give no +4 or -4 of their own; they matter only where a card's ability refers to them."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: the Secret attribute does give a target +5 to its defence (R177)."), {}},
    // R15
    {QT_TRANSLATE_NOOP("RuleSummary", "A group cannot hold both halves of an opposed pair: gaining one alignment removes its opposite. Gaining an alignment the group already has changes nothing, since alignments never double up."), nullptr, {}},
    // R16
    {QT_TRANSLATE_NOOP("RuleSummary", "An Illuminati card never has alignments. So an attack led by Illuminati gets no alignment bonus or penalty, and a group directly under its Illuminati gains no Resistance for alignments shared with that master."), nullptr, {}},
    // R17
    {QT_TRANSLATE_NOOP("RuleSummary", "Against an attack to control, the target gains +4 Resistance for each alignment it shares with its master. Opposed alignments with the master cost nothing, and two Fanatics count as opposed, so they add nothing. Attacks to destroy ignore this bonus."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 and the boxed game give no bonus for alignments shared with the master (R177, R183)."), {}},
    // R18
    {QT_TRANSLATE_NOOP("RuleSummary", "A group sitting directly under its Illuminati gets +10 Resistance; one with exactly one group between it and the Illuminati gets +5. Groups further out get no closeness bonus."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 has no closeness bonus (a Secret target gets +5 instead, R177); the boxed game also gives +2 to a group one level further out (R188)."), {}},
    // R19
    {QT_TRANSLATE_NOOP("RuleSummary", "No card or effect can double or otherwise multiply the closeness bonus. Work out the target's value with all multipliers first, then add closeness at the end."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: there is no closeness bonus at all (R177)."), {}},
    // R20
    {QT_TRANSLATE_NOOP("RuleSummary", "Some groups carry abilities that raise their Resistance against particular kinds of attack. Add them to the defence whenever the attack is of the kind the card describes."), nullptr, {}},
    // R21
    {QT_TRANSLATE_NOOP("RuleSummary", "An attack can have as many aiding groups as its side can muster; each adds its Power. Every aiding group spends its Action token, because aiding, like defending, counts as an action."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: only the attacker's other groups aid, adding transferable Power at no cost, and each group takes part in one attack per turn (R183, R195)."), {}},
    // R22
    {QT_TRANSLATE_NOOP("RuleSummary", "If an attack meets more opposition than expected, either side may bring further groups in partway through, provided they still hold an unspent Action token."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: all aid must be named before any money goes in, and none may be added later (R184)."), {}},
    // R23
    {QT_TRANSLATE_NOOP("RuleSummary", "To lend its Power to a takeover attempt, a group must either have Global Power or share an alignment with the target."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 uses one list for aiding either side: Global Power, being master or puppet of the target, or a shared alignment other than Fanatic (R177); in the boxed game any group the attacker controls may aid (R183)."), {}},
    // R24
    {QT_TRANSLATE_NOOP("RuleSummary", "Defending against a takeover attempt is open to a group with Global Power, a group sharing an alignment with the target, and the target's own master and puppets."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: a shared Fanatic alignment does not qualify (R177); boxed game: only money from the target and its Illuminati defends (R186)."), {}},
    // R25
    {QT_TRANSLATE_NOOP("RuleSummary", "A group whose alignments do not let it join an attack may still take part through its Global Power. It then adds only that Global Power, not its full Power."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: there is no Global Power; aiders lend their transferable Power whatever their alignments (R183)."), {}},
    // R26
    {QT_TRANSLATE_NOOP("RuleSummary", "A rise in Power leaves Global Power unchanged unless the card says it raises Global Power too. If Power falls below Global Power, Global Power drops to the new Power."), nullptr, {}},
    // R27
    {QT_TRANSLATE_NOOP("RuleSummary", "Whatever its alignments, a group may always spend its action protecting itself, the group above it, or the groups below it. An Illuminati card may defend any group at all."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: groups do not defend; only money from the target and from its Illuminati counts (R186)."), {}},
    // R28
    {QT_TRANSLATE_NOOP("RuleSummary", "When the target spends its own token to defend, it takes off twice its Power (a Power 2 target subtracts 4). The VFAQ counts this as current defence Power plus permanent Power (R44). A master's token takes off the master's Power once."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: the counterpart is money, where each MB from the target's own treasury counts -2 and each from its Illuminati -1 (R186)."), {}},
    // R29
    {QT_TRANSLATE_NOOP("RuleSummary", "A group can lend its Power to an attack to destroy only with Global Power, or with an alignment opposite to one of the target's."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: aiders are the attacker's other groups, and their alignments do not matter (R183, R191)."), {}},
    // R30
    {QT_TRANSLATE_NOOP("RuleSummary", "Defending against an attack to destroy is open to groups sharing an alignment with the target and to its own master and puppets. The rulebook is unclear about Global Power; our ruling lets a group with Global Power defend too, adding only that Global Power."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: only money from the target and its Illuminati defends (R186, R191)."), readings030},
    // R31
    {QT_TRANSLATE_NOOP("RuleSummary", "A player outside the attack may still back either side: with the Power of his eligible groups, each spending its token, with Plots, or with special abilities. The usual alignment and Global Power limits apply."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: other players interfere only with money from their Illuminati treasury, one point per MB (R187)."), {}},
    // R32
    {QT_TRANSLATE_NOOP("RuleSummary", "A group can never be its own target, and it can never add its Power to an attack aimed at itself."), nullptr, {}},
    // R33
    {QT_TRANSLATE_NOOP("RuleSummary", "In an attack to destroy, the target resists with its Power instead of its Resistance. The strength is the attacking Power minus the target's Power, with the usual modifiers."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: Resistance, not Power, is the target's defence, as against control (R178); boxed game: a group whose Power is 0 can never be destroyed (R191)."), {}},
    // R34
    {QT_TRANSLATE_NOOP("RuleSummary", "Nearness to the Illuminati still protects a target from destruction (+10 or +5), except when you are destroying your own group. Alignments shared with the master give nothing here."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 has no closeness bonus (R177); the boxed game also gives +2 one level further out (R188)."), {}},
    // R35
    {QT_TRANSLATE_NOOP("RuleSummary", "Destruction comes easier between unlike groups: the attack gets +4 for every opposed pair of alignments between attacker and target, and -4 for every alignment they share."), nullptr, {}},
    // R36
    {QT_TRANSLATE_NOOP("RuleSummary", "A group may attack to destroy even when all its control arrows are used or blocked; no free arrow is required."), nullptr, {}},
    // R37
    {QT_TRANSLATE_NOOP("RuleSummary", "A destroyed group goes onto the destroying player's own destroyed pile, so keep track of who destroyed what. Its puppets survive, but are stripped of their tokens and returned to their former controller's hand."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: the target goes to the shared dead pile and its puppets become uncontrolled (R191)."), {}},
    // R38
    {QT_TRANSLATE_NOOP("RuleSummary", "You may attack to destroy a group in your own Power Structure. When you do, its closeness to your Illuminati gives it no protection."), nullptr, {}},
    // R39
    {QT_TRANSLATE_NOOP("RuleSummary", "The Servants of Cthulhu give +4 to every attempt their player makes to destroy a group, Disasters and Assassinations included."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: the Servants' bonus to destroy is +2 (R198)."), {}},
    // R40
    {QT_TRANSLATE_NOOP("RuleSummary", "A lasting Power change on a group, such as from Necronomicon, Cyborg Soldiers or an NWO, counts wherever that Power is used in defence: the base value, every token the group spends, and the extra bonus for the target's own token."), nullptr, {}},
    // R41
    {QT_TRANSLATE_NOOP("RuleSummary", "Of several multipliers only the largest one counts. Good Polls (x3, defence only) takes the place of the x2 from Cyborg Soldiers or Necronomicon for that use, so Power 7 defends at 21, never 7x2x3."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 bans Good Polls (R168), and the boxed game has no such cards, so this case arises only in INWO."), {}},
    // R42
    {QT_TRANSLATE_NOOP("RuleSummary", "A +10 Plot played for the defence is added to the total one time only. It is not counted again in the extra bonus the target earns by spending its own token."), nullptr, {}},
    // R43
    {QT_TRANSLATE_NOOP("RuleSummary", "One defence may use two +10 cards, provided the two are different cards, each counted once. Two copies of the same card are never allowed in one defence (R55)."), nullptr, {}},
    // R44
    {QT_TRANSLATE_NOOP("RuleSummary", "When the attacked group spends a token in its own defence, that token is worth its current defence Power, with multipliers and defence-only bonuses, plus its permanent Power once more. Temporary boosts such as +10s are left out of that extra part."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: the counterpart is money, where each MB from the target's own treasury counts double (R186)."), {}},
    // R45
    {QT_TRANSLATE_NOOP("RuleSummary", "The VFAQ's New York (Power 7) totals against destroy: base, token and own-token bonus give 7+7+7, or 31 with a +10 card; with Cyborg Soldiers, 14+14+14 = 42; adding Good Polls, 21+21+14 = 56; the full example reaches 23+43+14+23+14+10 = 127."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 bans Good Polls (R168), so only the totals without it can occur there; the boxed game has no tokens."), {}},
    // R46
    {QT_TRANSLATE_NOOP("RuleSummary", "A bonus that raises Power for defence only, like Hammer of Thor's +2 in the VFAQ example, is added to the base and to each token's Power, just as Good Polls multiplies them, but not to the target's extra permanent-Power bonus (R44)."), nullptr, {}},
    // R47
    {QT_TRANSLATE_NOOP("RuleSummary", "Two Good Polls covering two of the target's alignments still give a single x3, because multipliers never pile up. The second card still protects the owner's other groups of its alignment."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 bans Good Polls (R168), and the boxed game has no such cards."), {}},
    // R48
    {QT_TRANSLATE_NOOP("RuleSummary", "No third player may take either side in a Privileged attack. If the target belongs to a rival, only that rival's own groups and Plots may defend it; if the attacker is taking over a card from his own hand, nobody may oppose at all."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: Privilege costs a discarded Special card (Bavaria may pay 5 MB instead), and then no other player may spend money on the attack (R192)."), {}},
    // R49
    {QT_TRANSLATE_NOOP("RuleSummary", "Once a card or ability strips an attack of its Privilege, nothing can make that attack Privileged again. After the attack has been resolved, other players may still play cards that modify or cancel its roll."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: Privilege can be removed only by a particular Special card, which one depending on the edition (R192)."), {}},
    // R50
    {QT_TRANSLATE_NOOP("RuleSummary", "While a Privileged attack is going on, players may not trade or give each other cards, and nobody may spend tokens to buy Plots."), nullptr, {}},
    // R51
    {QT_TRANSLATE_NOOP("RuleSummary", "Third parties may not join a Privileged attack, but they may cancel whatever made it Privileged. Bavaria's Privilege comes from its special ability, not its action, so cancelling the action does not help; it takes AWHFY to stop it."), nullptr, {}},
    // R52
    {QT_TRANSLATE_NOOP("RuleSummary", "INWO has no general rule for granting Privilege: only cards grant it, such as the Bavarian Illuminati, who may grant it to one attack each turn. The rules sources state no wider rule."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: any attack becomes Privileged if a Special card is discarded as it is declared (R192)."), {}},
    // R53
    {QT_TRANSLATE_NOOP("RuleSummary", "Only Illuminati, other Secret groups, and groups whose ability says so may attack a Secret group, interfere in attacks on it, aid its attacks or use abilities on it. Its own master and puppets can always defend it and use abilities for it, and may aid its attacks if otherwise eligible."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: a Secret target also adds +5 to its defence (R177); the boxed game has no Secret groups."), {}},
    // R54
    {QT_TRANSLATE_NOOP("RuleSummary", "Immunity to a type of group means groups of that type can neither attack the immune group or structure, nor affect it with Power, Global Power or abilities, nor aid attacks on it; they defend normally. A whole immune structure also shields hand, decks and discards. A card naming another beats that card's immunity."), nullptr, {}},
    // R55
    {QT_TRANSLATE_NOOP("RuleSummary", "No player may use two copies of the same Plot in one attack, or in one defence, even for different groups. Whether two players may each use one copy is unclear; our ruling allows it, since the rule is worded per player."), nullptr, readings055},
    // R56
    {QT_TRANSLATE_NOOP("RuleSummary", "An Instant attack sets only the card's Power against the target's Power. Neither side may add aid, Plots or abilities unless a card says it may interfere in such attacks, and general +N-to-destroy bonuses do not count. Closeness still defends unless the target is your own group."), nullptr, {}},
    // R57
    {QT_TRANSLATE_NOOP("RuleSummary", "The group hit by an Instant attack may not spend any token until the attack has been settled, not even to defend itself. Instant attacks cannot be joined together without a Plot that allows it. A temporary Power bonus the target already received that turn still counts."), nullptr, {}},
    // R58
    {QT_TRANSLATE_NOOP("RuleSummary", "The moment a Disaster is played, its target loses an Action token, provided it has one. If the Disaster is then cancelled, for example by a Hoax, the token comes back."), nullptr, {}},
    // R59
    {QT_TRANSLATE_NOOP("RuleSummary", "A Personality hit by a successful Assassination is dead, and only cards made for the purpose can save it or bring it back. An ordinary attack to destroy merely strips its influence; it can return to play the way any destroyed Organization can."), nullptr, {}},
    // R60
    {QT_TRANSLATE_NOOP("RuleSummary", "A copy of a group a rival controls can be played as an agents card: +10 to an attack on that group, whether to control or to destroy, or -6 against an attack on it."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: agents count -10, not -6, in defence (R177); the boxed game has no agents cards."), {}},
    // R61
    {QT_TRANSLATE_NOOP("RuleSummary", "Only one agents card may be played in any attack, and the player who owns the real group may not play one. After use it goes to the discard pile, success or not."), nullptr, {}},
    // R62
    {QT_TRANSLATE_NOOP("RuleSummary", "An agents card cannot block an automatic takeover. But when a rival rolls to take over a group still in his hand, your copy of that group may give -6 to the attempt."), QT_TRANSLATE_NOOP("RuleDifferences", "Two-player INWO has no automatic takeovers, so any group brought in from hand can meet an agents card (R163); under Plan 28 the card gives -10 (R177)."), {}},
    // R63
    {QT_TRANSLATE_NOOP("RuleSummary", "A second copy of a group already in your own Power Structure does nothing for you, and you cannot attack to control it from hand while the group is in play. Spare copies still help if a takeover fails or the group is taken from you."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: a duplicate may be played to give that group in play an extra Action token or take one away (R175)."), {}},
    // R64
    {QT_TRANSLATE_NOOP("RuleSummary", "Two players with the same Illuminati are deadly enemies: each gets +5 on every attack on the other's groups, whoever eliminates the other takes all his Resources, and they can never share a victory."), nullptr, {}},
    // R65
    {QT_TRANSLATE_NOOP("RuleSummary", "A copy of a rival's Illuminati drawn among your Plots may be played whenever you like by discarding the top card of your Plot deck and of your Group deck. It then gives +3 to attack or defend against every group of that rival's Power Structure. One per Illuminati type, never your own type."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: a rival's Illuminati card kept in hand also scores the victory points that Illuminati would earn (R180)."), {}},
    // R66
    {QT_TRANSLATE_NOOP("RuleSummary", "If nobody is playing a given Illuminati when the game begins, that Illuminati cannot enter play later unless a Plot expressly allows it; until then its cards are of no use."), nullptr, {}},
    // R67
    {QT_TRANSLATE_NOOP("RuleSummary", "A Devastated group's Power counts at half, rounded down, but only against attacks to destroy. A second Devastation on a group already Devastated adds nothing."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: a destroy attack meets Resistance (R178), so the halving does not touch the defence; the boxed game has no Devastation."), {}},
    // R68
    {QT_TRANSLATE_NOOP("RuleSummary", "Halving divides, so by the order of changes it comes after set values and before additions, and the closeness bonus is never halved. Its place beside a multiplier is unclear; our ruling: set values, then the one multiplier and the halving, then additions, then closeness."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 and the boxed game: does not arise, since no destroy defence is halved there."), readings068},
    // R69
    {QT_TRANSLATE_NOOP("RuleSummary", "Relief costs Action tokens worth a combined Power of at least triple the Place's printed Power, all spent together; a Power 3 Place needs 9. Any player or players may pay, at any time. A Plot or ability can also grant Relief."), nullptr, {}},
    // R70
    {QT_TRANSLATE_NOOP("RuleSummary", "One action, paid by the group's new master or by the Illuminati, frees a group from beneath a Devastated group, after which it acts normally. A group moved under a Devastated group loses its tokens and gets none until its master receives Relief."), nullptr, {}},
    // R71
    {QT_TRANSLATE_NOOP("RuleSummary", "Devastation stays with the card even when it goes back into a player's hand. Only Relief clears it."), nullptr, {}},
    // R72
    {QT_TRANSLATE_NOOP("RuleSummary", "A group attacked from your own hand still needs a successful roll, and rivals may interfere. You may try again with further actions, but if it is not yours before your turn ends it is discarded (the Adepts of Hermes return it to hand instead)."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: new groups are not kept in hand; they are laid in the uncontrolled area and attacked there (R182)."), {}},
    // R73
    {QT_TRANSLATE_NOOP("RuleSummary", "When an attack to control succeeds, the target joins the winner's structure under the attacking group, bringing its puppets in the same positions. Overlapping newcomers may be rearranged under the same master; any that still do not fit are discarded."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: newcomers that cannot fit become uncontrolled instead of being discarded (R201)."), {}},
    // R74
    {QT_TRANSLATE_NOOP("RuleSummary", "An attack not yet committed may be called off: rivals get back the cards and tokens they added, and a target from your hand returns there. An attack that needs a Plot to launch, as most Instant attacks do, counts as a played Plot and cannot be called off."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: an attack can be called off until the attacker spends money; any spending or the roll commits it (R193)."), {}},
    // R75
    {QT_TRANSLATE_NOOP("RuleSummary", "With Bill Clinton involved, track two strengths (Liberal and not) until the roll, then roll a die: 1-3 means Liberal. Aid that relied on the wrong answer is illegal and its token lost; such Plots return exposed. A strength under 2 fails as if unrolled. He has +11 to directly control US Government groups."), nullptr, {}},
    // R76
    {QT_TRANSLATE_NOOP("RuleSummary", "When several changes hit the same value, first apply any that set it to a number, then those that multiply or divide, then additions and subtractions. Example: Dentists set to 6, doubled to 12, then +2 from an NWO ends at 14."), nullptr, {}},
    // R77
    {QT_TRANSLATE_NOOP("RuleSummary", "Two multiplying effects never combine on the same value. Whatever the cards say, only the single largest multiplier is used."), nullptr, {}},
    // R78
    {QT_TRANSLATE_NOOP("RuleSummary", "Bonuses that do not change Power itself, such as closeness to the Illuminati, are added only once all the Power arithmetic (set, multiply, add) is finished."), nullptr, {}},
    // R79
    {QT_TRANSLATE_NOOP("RuleSummary", "A modified roll can never show an impossible number: one die pushed above 6 counts as 6 and below 1 as 1, and any changed roll moves to the nearest legal value. For two dice we take the legal range to be 2 to 12."), nullptr, readings079},
    // R80
    {QT_TRANSLATE_NOOP("RuleSummary", "Power never goes below 0. A group printed with Power 0 still gets a token, but a group whose Power is lowered to 0 loses its token and stays idle until its Power rises again."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: there are no tokens; a group without Power cannot attack, and cannot be destroyed either (R191)."), {}},
    // R81
    {QT_TRANSLATE_NOOP("RuleSummary", "A Power change holds for every purpose unless a card limits it. Temporary boosts, such as those from +10 Plots, do not count toward Goals, though."), nullptr, {}},
    // R82
    {QT_TRANSLATE_NOOP("RuleSummary", "If a card declares itself safe from some effect, that beats a card that causes that effect in general. But a card that names another card specifically overrides any immunity or defence the named card has."), nullptr, {}},
    // R83
    {QT_TRANSLATE_NOOP("RuleSummary", "Cancelling a play directly and making it illegal lead to the same result: it is cancelled. A cancelled play counts as never having happened, so it may be tried again if the needed cards or actions remain."), nullptr, {}},
    // R84
    {QT_TRANSLATE_NOOP("RuleSummary", "A Plot that is cancelled goes to the discard pile, and whatever was paid to play it (actions, discarded cards or any other price) is lost as well. Cancelling the Plot and cancelling the action behind it come to the same thing."), nullptr, {}},
    // R85
    {QT_TRANSLATE_NOOP("RuleSummary", "If a Plot's announced use turns illegal before the roll, the Plot is not lost: its owner takes it back into hand as an exposed Plot. Example: a Violent attacker using Terrorist Nuke is turned Peaceful by a rival."), nullptr, {}},
    // R86
    {QT_TRANSLATE_NOOP("RuleSummary", "Cancelling an Action token costs its owner that token, together with any Plots played with it. A token whose use becomes illegal is cancelled the same way and lost with its Plots. So Plots made illegal come back, but tokens made illegal do not."), nullptr, {}},
    // R87
    {QT_TRANSLATE_NOOP("RuleSummary", "If several actions together pay for a Plot and one of them is cancelled, an action from some other group may stand in for the missing Power. If nothing can fill the gap, the Plot is discarded and every other action behind it is wasted."), nullptr, {}},
    // R88
    {QT_TRANSLATE_NOOP("RuleSummary", "When a special ability has been used and that use turns illegal or impossible afterwards, the tokens that paid for it are gone."), nullptr, {}},
    // R89
    {QT_TRANSLATE_NOOP("RuleSummary", "If the attacker's own action is cancelled or turns illegal, there is no attack: the attacker's token is spent and its Plots are lost. Helpers on both sides recover their tokens, aiders' Plots return exposed, and agents cards go back to hand."), nullptr, {}},
    // R90
    {QT_TRANSLATE_NOOP("RuleSummary", "When an attack is cancelled, anything that is still legal stays as it was. The canceller's own spent token (the Nuclear Power Companies', for example) is not returned, and NWOs that were played stay in play."), nullptr, {}},
    // R91
    {QT_TRANSLATE_NOOP("RuleSummary", "Cancelling the attack on a card you are taking from your hand puts that card back in your hand. But if this was a repeat try after an earlier failed attempt from hand, it does not come back: it goes to the discard pile unless you gain control of it before your turn is over."), nullptr, {}},
    // R92
    {QT_TRANSLATE_NOOP("RuleSummary", "If an automatic takeover is cancelled, the action or Plot spent on it is lost, but the Group or Resource goes back to your hand."), QT_TRANSLATE_NOOP("RuleDifferences", "Two-player INWO and the boxed game have no automatic takeovers, so this does not arise there (R163, R182)."), {}},
    // R93
    {QT_TRANSLATE_NOOP("RuleSummary", "When a helper's action is cancelled, the attack continues even if it has become hopeless. The token and any Plots used with it are lost, but the group may aid again with another token, since its first aid never happened."), nullptr, {}},
    // R94
    {QT_TRANSLATE_NOOP("RuleSummary", "When a helper's action turns illegal, for instance through a change to the target's alignments, its token counts as cancelled and is lost, and so are any Plots played with it."), nullptr, {}},
    // R95
    {QT_TRANSLATE_NOOP("RuleSummary", "When Plots clash, the one played last decides. If B nullifies A and then C nullifies B, A takes effect again."), nullptr, {}},
    // R96
    {QT_TRANSLATE_NOOP("RuleSummary", "Right after a rival's Hoax is played against you, you may salvage that very Hoax with a salvaging card and turn it against itself, cancelling it."), nullptr, {}},
    // R97
    {QT_TRANSLATE_NOOP("RuleSummary", "Once the dice have been rolled, no Plot or action can be cancelled any more. From then on only cards that change the roll, and Automatic Failure cards, can affect the result."), nullptr, {}},
    // R98
    {QT_TRANSLATE_NOOP("RuleSummary", "Normally a play works first and is cancelled afterwards. Exceptions, cancelled before they work: looking at hidden Plots or decks, Go Fish before its target is named, Instant attacks before the roll (a Disaster still takes its token), the cancel by a Senate Investigating Committee's target, and the source of Privilege."), nullptr, {}},
    // R99
    {QT_TRANSLATE_NOOP("RuleSummary", "Before you cancel a rival's play, your only options are to buy Plots with tokens, accept Plots from others, remove a token, return, discard or give away a Plot (not while your hand is being looked at), or salvage a card just played. Nothing else, such as first using the Mind Control Lasers to become eligible."), nullptr, {}},
    // R100
    {QT_TRANSLATE_NOOP("RuleSummary", "You cannot go back in time to make yourself eligible to cancel a play that has already changed things. Nor may anyone declare a play that breaks the rules at that moment, even one that would make itself legal."), nullptr, {}},
    // R101
    {QT_TRANSLATE_NOOP("RuleSummary", "A special ability that needs no action can be cancelled directly only by AWHFY, each card stopping one use, or indirectly by making that use illegal."), nullptr, {}},
    // R102
    {QT_TRANSLATE_NOOP("RuleSummary", "A card that says it negates a play, nullifies it or makes it have no effect is cancelling that play, and the usual cancel rules apply. Cancelling is not the same thing as taking away a token before its group spends it; that is a different power."), nullptr, {}},
    // R103
    {QT_TRANSLATE_NOOP("RuleSummary", "Once a rival has used a card or ability that lets him look at or take your cards, discarding, giving away or playing cards to keep them from him or to steer his pick is not allowed. Your only answer is to cancel whatever gave him that access."), nullptr, {}},
    // R104
    {QT_TRANSLATE_NOOP("RuleSummary", "When two plays clash (both grabbing one card, say), the one made first works. If they really came at the same moment, each side rolls 2d6 and the higher roll wins, and cards may modify these rolls as if they were attacks. A mere threat or hint that you will play a card does not count as a play."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: the roll decides which of the simultaneous plays goes first, and each play then resolves fully before another comes."), {}},
    // R105
    {QT_TRANSLATE_NOOP("RuleSummary", "If an attack is cancelled, the attacker's action and token are gone, and so are any Plots it used. Groups that aided or opposed get their tokens back, and the Plots they spent come back to hand (exposed, the VFAQ adds)."), nullptr, {}},
    // R106
    {QT_TRANSLATE_NOOP("RuleSummary", "NWOs are red, blue or yellow, and only one NWO of each colour can be in force, so never more than three at once. Playing an NWO of a colour that is already in force discards the old one."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: NWOs also come off the uncontrolled deck during Planning and go straight into play."), {}},
    // R107
    {QT_TRANSLATE_NOOP("RuleSummary", "An NWO keeps working until a Plot that cancels that particular NWO is played, or until another NWO of the same colour takes its place. Nothing else removes it."), nullptr, {}},
    // R108
    {QT_TRANSLATE_NOOP("RuleSummary", "You may play an NWO over an identical one that is already in force. The old copy is discarded, and the new one counts as the most recently played NWO, which can change how the NWOs combine."), nullptr, {}},
    // R109
    {QT_TRANSLATE_NOOP("RuleSummary", "If it is unclear how several NWOs in force work together, apply them one after another, beginning with the one that was played first."), nullptr, {}},
    // R110
    {QT_TRANSLATE_NOOP("RuleSummary", "A played NWO stays face up as a reminder of its effect, and from then on it no longer counts toward your limit of 5 Plots."), nullptr, {}},
    // R111
    {QT_TRANSLATE_NOOP("RuleSummary", "The shield that protects a rival until his first turn is over does not cover NWOs: an NWO may affect him even before he has finished that turn."), nullptr, {}},
    // R112
    {QT_TRANSLATE_NOOP("RuleSummary", "A change made by an NWO has no time limit written into it, so it is a permanent change and counts for goals. Another Plot or ability can still undo it."), nullptr, {}},
    // R113
    {QT_TRANSLATE_NOOP("RuleSummary", "Goals are checked at the end of every turn, a player's own or a rival's. Whoever has met one must say so, and the others get one last chance to stop him with actions and Plots; he has won only once they admit they cannot."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: nobody claims victory during play; victory points decide the winner after the fourth turn."), {}},
    // R114
    {QT_TRANSLATE_NOOP("RuleSummary", "Nobody can win in round one. The earliest moment for a victory claim is when the opening player ends his second turn."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: the winner is found only after the fourth turn; the boxed game has no first-round ban."), {}},
    // R115
    {QT_TRANSLATE_NOOP("RuleSummary", "Everyone shares one basic goal: control an agreed number of groups, counting your Illuminati, fixed before play. Suggested: 10 with starter decks, 11 or 12 with built decks, and 12 for two players."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: the number follows the player count at the start; Plan 28 scores victory points instead."), {}},
    // R116
    {QT_TRANSLATE_NOOP("RuleSummary", "Where a goal lets groups count double, no group ever counts more than double, and at most 3 groups may count double. So with a goal of N groups you always need at least N-3 cards."), nullptr, {}},
    // R117
    {QT_TRANSLATE_NOOP("RuleSummary", "Putting goals together never gets round the cap: still at most 3 groups count double, and no group or resource counts more than double. A group that qualifies under two doubling goals counts 2, not more."), nullptr, {}},
    // R118
    {QT_TRANSLATE_NOOP("RuleSummary", "Earth First, Kill for Peace, Blinded by Science, Let Them Eat Cake!, Fratricide, Up Against the Wall, Hand of Madness and Power to the People stand alone, like the Bavaria, Bermuda, Shangri-La and UFO goals. Hail Eris!, Criminal Overlords, Population Reduction and Corporate Masters combine, but not with each other."), nullptr, {}},
    // R119
    {QT_TRANSLATE_NOOP("RuleSummary", "Bavaria: Power 50, its own counted; Bermuda: 35 and every alignment; Shangri-La: Peaceful Power 30 in play. Double: Weird 3+ (Discordia), Computer 3+ (Network), Corporate/Bank 4+ (Gnomes), Secret unless a rival's is stronger (Assassins). Cthulhu: -1 per kill, 8 kills win; Adepts add Magic resources; UFOs hold 3 Goals."), nullptr, {}},
    // R120
    {QT_TRANSLATE_NOOP("RuleSummary", "The doubling special goals (Discordia, Network, Gnomes, Assassins) may be combined with a doubling Goal card, but even then only 3 groups count double. Hail Eris! gives the Discordians nothing they do not already have."), nullptr, {}},
    // R121
    {QT_TRANSLATE_NOOP("RuleSummary", "For the Adepts of Hermes every Magic resource they control counts as one group toward the basic goal, and this combines with doubling Goal cards: 3 doubled groups (6) plus 5 Magic resources plus the Illuminati make 12."), nullptr, {}},
    // R122
    {QT_TRANSLATE_NOOP("RuleSummary", "Each kill by the Servants of Cthulhu lowers their basic goal by 1, and this combines like the Adepts' bonus: with a goal of 13 and 4 kills they need 9. If their 8th kill is their own last puppet, they win rather than drop out."), nullptr, {}},
    // R123
    {QT_TRANSLATE_NOOP("RuleSummary", "With Population Reduction each destroyed Huge group counts 2 toward the basic goal and fills one of the 3 double slots, but you choose which groups take those slots. Cthulhu using it counts only destroyed Huge places (2 each) and can no longer win by 8 kills."), nullptr, {}},
    // R124
    {QT_TRANSLATE_NOOP("RuleSummary", "Apart from the UFOs, nobody may keep two Goal cards in hand: draw a second and you must discard one at once. Winning with a Goal card means showing all your Plots, and a player caught with two Goals and no card allowing it is eliminated."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: a Goal card in hand adds victory points at the end rather than winning outright."), {}},
    // R125
    {QT_TRANSLATE_NOOP("RuleSummary", "A Goal card is shown when its owner claims victory; it is never played, so Hoax and similar cards cannot cancel it. While the claim is open it is neither in hand nor in play and nothing can touch it; it becomes exposed only if the claim fails."), nullptr, {}},
    // R126
    {QT_TRANSLATE_NOOP("RuleSummary", "Permanent changes always count toward goals. Temporary Power boosts never do: neither +10 Plots nor bonuses that only apply to a certain kind of action, such as Hammer of Thor or Good Polls."), nullptr, {}},
    // R127
    {QT_TRANSLATE_NOOP("RuleSummary", "A temporary alignment change does count for goals, and so does any Power change it triggers (through an NWO, say), but only for a victory claimed when that same turn ends. This holds even if the group was destroyed while changed."), nullptr, {}},
    // R128
    {QT_TRANSLATE_NOOP("RuleSummary", "A destroyed card keeps counting its permanent alignment changes for goals. Changes that came only from belonging to a Power Structure, or from a link to some group or resource, vanish when it is destroyed."), nullptr, {}},
    // R129
    {QT_TRANSLATE_NOOP("RuleSummary", "Stacked alignment changes apply in the order they happened. A later temporary change overrides an earlier one until the turn ends, after which the earlier state is back: Liberal Agenda then OMCL leaves a group Conservative for the turn and Liberal afterwards."), nullptr, {}},
    // R130
    {QT_TRANSLATE_NOOP("RuleSummary", "Players whose goals are met at the same moment share the win. Two players of the same Illuminati (Shangri-La excepted) cannot share: neither wins and play goes on, unless a third player won at that moment too. With 3 or more winners, drop those with the same Illuminati and the rest share."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: players tied on victory points are split by most groups, then most total Power, and only then share."), {}},
    // R131
    {QT_TRANSLATE_NOOP("RuleSummary", "A player who meets two goals at once may claim victory with either one. If his rivals stop that claim, he may at once claim again with the other goal, provided it is still met."), nullptr, {}},
    // R132
    {QT_TRANSLATE_NOOP("RuleSummary", "You eliminate a rival by taking his last group or destroying it; if he played the same Illuminati as you, you also get his Resources. A player who quits the game is treated as eliminated."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: a player is out only once he holds no group but his Illuminati after his third turn, and a leaver's groups go uncontrolled."), {}},
    // R133
    {QT_TRANSLATE_NOOP("RuleSummary", "Military-Industrial Complex makes your Corporate groups Government for everything except goals. They still gain from boosts to Government groups' Power (Clipper Chip, for example), and that extra Power does count for goals."), nullptr, {}},
    // R134
    {QT_TRANSLATE_NOOP("RuleSummary", "A Unique resource can be in play only once, and it belongs to whoever played it first. No duplicate may come in, not even after the original has been destroyed, unless a Plot allows it."), nullptr, {}},
    // R135
    {QT_TRANSLATE_NOOP("RuleSummary", "If your Unique resource is in play but hidden (inside Warehouse 23, for example), you must reveal it the moment a duplicate enters play. If you don't, the other card becomes the original, leaving yours worthless."), nullptr, {}},
    // R136
    {QT_TRANSLATE_NOOP("RuleSummary", "A Resource that is not Unique may be in play in any number of copies, and the copies have no effect on one another."), nullptr, {}},
    // R137
    {QT_TRANSLATE_NOOP("RuleSummary", "Once a group has been destroyed, a duplicate card of it stays out of play unless some Plot permits it."), nullptr, {}},
    // R138
    {QT_TRANSLATE_NOOP("RuleSummary", "An automatic takeover may not bring in a group already in play, nor a Unique resource that already is. At setup, a lead group picked by two or more players is put aside, and those players pick again until no leads clash."), QT_TRANSLATE_NOOP("RuleDifferences", "Two-player INWO: there are no automatic takeovers, so only the rule on clashing leads applies."), {}},
    // R139
    {QT_TRANSLATE_NOOP("RuleSummary", "Resources are drawn from the Group deck and come into play only by the automatic takeover or by spending the Illuminati action (once a turn), so normally 2 per turn at most. They carry neither alignments nor control arrows, lie beside the Power Structure and normally cannot be attacked."), QT_TRANSLATE_NOOP("RuleDifferences", "Two-player INWO: only the Illuminati token brings a Resource in, one a turn at most."), {}},
    // R140
    {QT_TRANSLATE_NOOP("RuleSummary", "A Resource marked Action receives Action tokens and uses them just as a group would, but those tokens can never be spent to buy Plots."), nullptr, {}},
    // R141
    {QT_TRANSLATE_NOOP("RuleSummary", "A Resource belongs to your Illuminati unless it is linked to another of your groups. If that group is captured, the Resource changes hands with it; if the group is destroyed, the Resource leaves play for good."), nullptr, {}},
    // R142
    {QT_TRANSLATE_NOOP("RuleSummary", "A link can be shifted or taken off only during your turn, once per turn at most. A Resource you were given cannot be linked before your next turn, and a link that has already yielded a bonus (a token, a card) this turn stays where it is."), nullptr, {}},
    // R143
    {QT_TRANSLATE_NOOP("RuleSummary", "If a link becomes illegal for a while (an alignment change, or the group returning to a hand), the linked Plot or Resource stays but does nothing and cannot be linked to another card. Once legal again it works again, for whoever then controls the group."), nullptr, {}},
    // R144
    {QT_TRANSLATE_NOOP("RuleSummary", "A linked Plot whose link becomes illegal for good (a permanent alignment change, or a new owner who already has the same Plot in play) is discarded. A Resource in that case only loses its link and may be linked again when its owner next takes a turn."), nullptr, {}},
    // R145
    {QT_TRANSLATE_NOOP("RuleSummary", "Making a link uses no action; it counts as a free move unless one of the cards involved says otherwise."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: making or moving a link is an active move of the World Domination phase."), {}},
    // R146
    {QT_TRANSLATE_NOOP("RuleSummary", "A card keeps any change to its status until something specifically reverses it, even after going back to a hand: a Devastated group gets no Relief from returning to hand, and a Personality that once became a Vampire stays one."), nullptr, {}},
    // R147
    {QT_TRANSLATE_NOOP("RuleSummary", "A group that is actually destroyed loses all its special status, and if a card brings it back it enters with printed values only. Its permanent changes are still remembered for goals and for the record, but not carried onto the returned card."), nullptr, readings147},
    // R148
    {QT_TRANSLATE_NOOP("RuleSummary", "A permanent change (to Power, Resistance, Global Power, alignments or attributes) has no time limit of its own, like an NWO's or a linked card's. A temporary change carries its own limit, say 'until end of turn' or 'for one action'. Other cards can still undo permanent changes."), nullptr, {}},
    // R149
    {QT_TRANSLATE_NOOP("RuleSummary", "Each player picks an Illuminati, splits his cards into a Group deck and a Plot deck, and draws 3 Plots. All reveal a lead Group at once (a Resource may not lead), each draws 6 Group cards, and everyone rolls 2d6: whoever rolls highest starts."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 has its own setup: 3 Plots, a starting group, the In Media Res draft, then 3 Group cards."), {}},
    // R150
    {QT_TRANSLATE_NOOP("RuleSummary", "An INWO turn runs: 1 draw a Plot (tokens left over may buy extra Plots), 2 draw a Group, 3 an automatic takeover, 4 refill Action tokens, 5 take actions, 6 free moves and announcing a goal met, 7 knock to pass play on."), QT_TRANSLATE_NOOP("RuleDifferences", "Two-player INWO drops phase 3, Plan 28 uses its own four phases, and the boxed game has its own sequence."), {}},
    // R151
    {QT_TRANSLATE_NOOP("RuleSummary", "A group never holds more than one Action token unless its own text or a Plot grants more, so it normally acts once a turn. In phase 4 each group without a token gets one back; a group still holding its token gets no second one."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28 places tokens at the end of Planning; the boxed game has no tokens but gives each player 2 actions a turn."), {}},
    // R152
    {QT_TRANSLATE_NOOP("RuleSummary", "Your Illuminati's token, or a pair of tokens from other groups, buys one extra Plot, whenever you like except while a Privileged attack is going on. Tokens still left from your last turn can do only this, and only before the refill in phase 4."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: buying Plots is an active move, and unused actions may be spent on Plots at End of Turn."), {}},
    // R153
    {QT_TRANSLATE_NOOP("RuleSummary", "Outside your own turn you may never have over 5 Plots in hand, hidden and exposed together; any extra must go at once (play it, give it away, discard it or put it back in the deck). Some cards raise the limit, such as the Gnomes of Zurich (6)."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: every player cuts his hand to 5 cards during End of Turn."), {}},
    // R154
    {QT_TRANSLATE_NOOP("RuleSummary", "Besides the Group card drawn in phase 2, you may draw one more after your tokens are placed by spending your Illuminati's action."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: spending the Illuminati token on a Group card is one active move of World Domination."), {}},
    // R155
    {QT_TRANSLATE_NOOP("RuleSummary", "Turns go round the table counter-clockwise, one player after another, until someone, alone or in a coalition, has won."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: every player acts in each turn, in order from a starting player, and the next player becomes starting player each turn."), {}},
    // R156
    {QT_TRANSLATE_NOOP("RuleSummary", "Until a rival has finished his first turn you may do nothing to him: no Plots or abilities on him, no meddling in his attacks, no cards that hurt him. NWOs are the exception, and if he attacks you in that turn you may answer him freely."), QT_TRANSLATE_NOOP("RuleDifferences", "Two-player INWO adds that no attacks between the two players are allowed before each has had a full turn."), {}},
    // R157
    {QT_TRANSLATE_NOOP("RuleSummary", "Moving a group is an action, paid by the group itself, your Illuminati, or its old or new master, as you choose. Cards may not overlap; a group that cannot be placed without overlapping goes back, with its puppets, into the hand of its previous controller."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: a puppet that cannot avoid overlapping goes, with its puppets, to the uncontrolled area."), {}},
    // R158
    {QT_TRANSLATE_NOOP("RuleSummary", "Free moves cost no action and may come before, between or after actions: giving away cards from hand or Resources in play, discarding from hand, making links, buying Plots. You may no longer simply drop one of your groups."), QT_TRANSLATE_NOOP("RuleDifferences", "Boxed game: dropping a group, with its puppets, into the uncontrolled area is a free action."), {}},
    // R159
    {QT_TRANSLATE_NOOP("RuleSummary", "A trade binds only when both sides hand over at once; a promise to give something later may be broken. Cards in hand may change hands whenever no Privileged attack is in progress, but cards you have not yet drawn can never be given."), QT_TRANSLATE_NOOP("RuleDifferences", "Plan 28: making a trade is an active move."), {}},
    // R160
    {QT_TRANSLATE_NOOP("RuleSummary", "When a card's instructions disagree with the rulebook, the card wins. The only exception is the Meta-Rules, which no card overrides."), nullptr, {}},
    // R161
    {QT_TRANSLATE_NOOP("RuleSummary", "In a game for two, the basic goal must be set at 12 groups or more."), nullptr, {}},
    // R162
    {QT_TRANSLATE_NOOP("RuleSummary", "With two players, no attack on the other player is allowed until both have completed a full turn, so the second player cannot pounce on the first at once."), nullptr, {}},
    // R163
    {QT_TRANSLATE_NOOP("RuleSummary", "Two-player games skip the automatic takeover phase: apart from the starting puppet, every group needs a successful roll to be taken over. A Resource costs your Illuminati's token, one per turn at most."), nullptr, {}},
    // R164
    {QT_TRANSLATE_NOOP("RuleSummary", "A Plan 28 deck holds exactly 30 cards: the Illuminati, 20 Plots and 9 Group-deck cards. Since INWO draws Resources from the Group deck, any Resources count among those 9."), nullptr, readings164},
    // R165
    {QT_TRANSLATE_NOOP("RuleSummary", "Under Plan 28 a deck may include at most two copies of any one Plot."), nullptr, {}},
    // R166
    {QT_TRANSLATE_NOOP("RuleSummary", "Savings and Loan Scam and Comet Hail Bob are Restricted: at most one copy of each per deck. The card list spells them 'Savings & Loan Scam' and 'Comet Hail-Bob', so names are compared loosely."), nullptr, {}},
    // R167
    {QT_TRANSLATE_NOOP("RuleSummary", "Of Messiah, The Big Prawn, Voodoo Economics and Cyborg Soldiers, a deck may include only one card altogether. The Big Prawn and Cyborg Soldiers are Resources, so they sit in the Group deck."), nullptr, {}},
    // R168
    {QT_TRANSLATE_NOOP("RuleSummary", "Plan 28 bans Good Polls, Power Grab, most Zaps, and whatever 'the various variants' ban. Neither those variants nor the allowed Zaps are named, so the program bans Zaps by keyword (with an exception list you can fill) and calls a deck legal only with that part unverified."), nullptr, {}},
    // R169
    {QT_TRANSLATE_NOOP("RuleSummary", "The uncontrolled deck is built from sets of six: 2 NWOs, 1 Resource, and one group each of Power 5+, 3-4 and 0-2. Use one set more than there are players (3 sets, 18 cards, for two) and shuffle it."), nullptr, {}},
    // R170
    {QT_TRANSLATE_NOOP("RuleSummary", "Reveal Illuminati, draw 3 Plots, choose a starting group. Each player then gets 4 In Media Res cards (a Resource, a Power 3-4 group and two Power 0-2 groups), keeps 2 face up for a shared pool, and all draft from it in snake order from the starting player. Last, each draws 3 Groups."), nullptr, readings170},
    // R171
    {QT_TRANSLATE_NOOP("RuleSummary", "Planning is done by everyone, in this order: each draws 1 Plot and 1 Group; one card per player plus one more comes off the uncontrolled deck, NWOs going straight into play and Groups and Resources to the uncontrolled area; then tokens go on groups and resources."), nullptr, {}},
    // R172
    {QT_TRANSLATE_NOOP("RuleSummary", "Beginning with this turn's starting player, each player in turn either knocks or makes one active move. Knocking does not end your part, as you may still move later; the phase ends only when every player knocks one after the other."), nullptr, {}},
    // R173
    {QT_TRANSLATE_NOOP("RuleSummary", "End of Turn goes in order: spend actions on Plots, everyone discards to 5 cards, Bermuda reorganises, effects lasting until end of turn stop, and only cards marked End of Turn may be played. Then the next player becomes starting player."), nullptr, {}},
    // R174
    {QT_TRANSLATE_NOOP("RuleSummary", "A Plan 28 game lasts exactly 4 turns. Only the fourth ends with a Victory phase, in which victory points are totalled and the winner is found."), nullptr, {}},
    // R175
    {QT_TRANSLATE_NOOP("RuleSummary", "One active move per step: a takeover (from hand or uncontrolled area), an attack, a Plot or ability starting something, moving a group, a link, an Illuminati token for a Resource or Group card, buying, giving or discarding Plots, a trade, a token for the top uncontrolled card, or a duplicate to add or remove a token."), nullptr, {}},
    // R176
    {QT_TRANSLATE_NOOP("RuleSummary", "Reactive moves answer other plays: changing a die roll, or cards and abilities that respond to a move, like Crop Circles. Anything else may be played only during World Domination, unless its text allows another phase."), nullptr, {}},
    // R177
    {QT_TRANSLATE_NOOP("RuleSummary", "Attack: Power, +4 per shared alignment except Fanatic, -4 per opposed one, plus bonuses and Plots; defence: Resistance, +5 if Secret, with no closeness or master-alignment bonus. Only groups with Global Power, master or puppet of the target, or a shared non-Fanatic alignment may aid or defend; agents give +10 or -10."), nullptr, readings177},
    // R178
    {QT_TRANSLATE_NOOP("RuleSummary", "An attack to destroy works like Plan 28's attack to control, except that the alignment modifiers flip: +4 for each opposed pair, -4 for each shared alignment. The defence is reckoned as for control, so the target's Resistance (+5 if Secret), not its Power."), nullptr, readings178},
    // R179
    {QT_TRANSLATE_NOOP("RuleSummary", "Under Plan 28 plays resolve one at a time, each fully before the next is made. Reactions must come before another active move; die-roll changes come right after the roll, ahead of any other reaction; two plays made at truly the same time are ordered by a die roll."), nullptr, {}},
    // R180
    {QT_TRANSLATE_NOOP("RuleSummary", "Points: 1 for each group you control, up to 3 for groups counting double, 3 for meeting your Illuminati's goal, up to 3 for Cthulhu, Hermes or SubGenius. Each Goal card in hand adds 3 if met or up to 3 for doubles, each rival Illuminati card that Illuminati's bonus, and a Purple NWO's condition up to 3."), nullptr, {}},
    // R181
    {QT_TRANSLATE_NOOP("RuleSummary", "If victory points are tied, the player with more groups wins; if still tied, the one with the greater total Power; if even that is level, the victory is shared."), nullptr, {}},
    // R182
    {QT_TRANSLATE_NOOP("RuleSummary", "A boxed-game turn: collect income; draw a card (a Group goes face up to the uncontrolled area, a Special is kept); take 2 actions plus any free actions; make 2 money transfers; use special-power actions. Or pass: take no actions of any kind, and your Illuminati collect 5 MB."), nullptr, {}},
    // R183
    {QT_TRANSLATE_NOOP("RuleSummary", "Control strength: the attacker's Power plus the transferable Power of aiding groups from its own Power Structure, minus the target's Resistance, then +4 for each identical and -4 for each opposed alignment the attacker and target have. The aiders' own alignments play no part."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO lets groups of any player aid when alignment or Global Power allows, paying with tokens rather than transferable Power."), {}},
    // R184
    {QT_TRANSLATE_NOOP("RuleSummary", "All transferable Power that will help an attack has to be named before anyone pays money into it; once spending has started, none can be added."), nullptr, {}},
    // R185
    {QT_TRANSLATE_NOOP("RuleSummary", "The attacker may pay MB out of the attacking group's own treasury and out of his Illuminati treasury; each MB adds +1 to the attack. No other group of his may pay."), nullptr, {}},
    // R186
    {QT_TRANSLATE_NOOP("RuleSummary", "If the target belongs to another player, he may pay to defend it: each MB from the target's own treasury counts -2 against the attack, each MB from his Illuminati treasury -1. No other group may pay, and all of it goes to the bank."), nullptr, {}},
    // R187
    {QT_TRANSLATE_NOOP("RuleSummary", "Other players may join in, for or against the attacker, by paying MB from their Illuminati treasury and from nowhere else: each MB moves the needed roll by 1 in the chosen direction."), nullptr, {}},
    // R188
    {QT_TRANSLATE_NOOP("RuleSummary", "A controlled target gets +10 if its master is the Illuminati, +5 if it sits one group further out and +2 if two further out: on Resistance against control, on Power against destroy. None of this applies when you attack your own group."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO has only the +10 and +5 steps, and Plan 28 has no closeness bonus at all."), {}},
    // R189
    {QT_TRANSLATE_NOOP("RuleSummary", "Since 11 and 12 never succeed, once the needed roll reaches 10 more money cannot improve the odds. It still builds a margin, though: every point above 10 is one more MB the defender has to spend to bring the roll back down."), nullptr, {}},
    // R190
    {QT_TRANSLATE_NOOP("RuleSummary", "An attack to neutralize works like one to control, but only against a group another player controls, and it gets +6. On success the target and its puppets go to the uncontrolled area and their money to the bank. Following the later edition, no open control arrow is needed."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO and Plan 28 have no attack to neutralize."), readings190},
    // R191
    {QT_TRANSLATE_NOOP("RuleSummary", "Destroy rolls Power against Power, with +4 per opposed and -4 per identical alignment, and needs no open arrow. A Powerless group is safe from destruction except by Whispering Campaign. A destroyed group is put in the dead pile; its puppets become uncontrolled."), nullptr, {}},
    // R192
    {QT_TRANSLATE_NOOP("RuleSummary", "Discarding any Special card when announcing an attack makes it Privileged: nobody else may interfere for or against it. Bavaria may instead pay 5 MB from its Illuminati treasury, once per turn. How Privilege is abolished depends on the edition, and the first rulebook contradicts itself."), nullptr, readings192},
    // R193
    {QT_TRANSLATE_NOOP("RuleSummary", "An attacker may call his attack off until he puts money into it; once he pays, it is committed: it has to be played out and counts as an action. If he pays nothing, it becomes committed when anyone else spends money on it or when he rolls."), nullptr, {}},
    // R194
    {QT_TRANSLATE_NOOP("RuleSummary", "When an attack to control succeeds, half the money on each captured group (rounded down) comes along with it and the rest goes to the bank. As part of the same attack, the attacking group may then pass any of its own money to its new puppet."), nullptr, {}},
    // R195
    {QT_TRANSLATE_NOOP("RuleSummary", "Each group attacks or aids at most once a turn (UFOs twice). If a player's opening action is a failed attack, his second may strike the same target again, with another group. A group captured this turn may already act."), nullptr, {}},
    // R196
    {QT_TRANSLATE_NOOP("RuleSummary", "An 'any attempt' ability helps every group of the player who holds the card. A bonus that belongs to the card alone is added on top of the normal alignment bonus: the Mafia get +3 and +4, so +7 in all, to control a Criminal group."), nullptr, {}},
    // R197
    {QT_TRANSLATE_NOOP("RuleSummary", "Boxed-game opposites: Government and Communist, Liberal and Conservative, Peaceful and Violent, Straight and Weird; Criminal lacks an opposite, and any two Fanatic groups oppose each other. The later summary pairs Corporate with Socialist in place of Government and Communist."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO pairs Government with Corporate and has no Communist or Socialist alignment."), {}},
    // R198
    {QT_TRANSLATE_NOOP("RuleSummary", "Bavaria: Power 35 in all, its own 10 included; Bermuda: a group of every alignment; Discordia: 5 Weird groups; Gnomes: 150 MB across all their treasuries. Network: transferable Power 25, its own 7 included; Cthulhu: 8 groups destroyed; Assassins: 6 Violent groups. UFOs: one of the other seven, picked in secret."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO's Illuminati have different special goals, printed on their cards."), {}},
    // R199
    {QT_TRANSLATE_NOOP("RuleSummary", "The basic goal depends on how many players began, and it stays the same when players leave or are eliminated. The rulebook's table survives only in part (8 for 7 or 8 players), so the referee sets the number for the game."), nullptr, {}},
    // R200
    {QT_TRANSLATE_NOOP("RuleSummary", "A player who, at any point after his third turn, controls no group besides his Illuminati is out, and his money returns to the bank. Should Cthulhu's Servants make their own last group their 8th kill, they win instead."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO: a player is out as soon as his last group is captured or destroyed."), {}},
    // R201
    {QT_TRANSLATE_NOOP("RuleSummary", "A captured group brings its puppets along, keeping their places where possible. New cards that would overlap may be rearranged under the same master, and any that still will not fit become uncontrolled."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO: captured groups that still cannot fit are discarded."), {}},
    // R202
    {QT_TRANSLATE_NOOP("RuleSummary", "Groups may change owner only while one of the two players involved is taking his turn, and each group moved costs an action of that player. Nobody may simply give the game away to another player."), QT_TRANSLATE_NOOP("RuleDifferences", "INWO: a group may be handed to another player in his turn if he agrees, again for one action."), {}},
};
static_assert(std::size(Texts) == 202, "a text per rule");

} // namespace

std::span<const RuleTextSource> ruleTextSources()
{
    return Texts;
}

} // namespace inwo
