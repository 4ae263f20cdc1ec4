// The live game (issue 23): a game is its start and its log, and the table is the log replayed.
// Property tests over random timelines: offering the plays one at a time keeps exactly those the
// rules allow; replaying the log turn by turn gives the table the whole log resolved at once
// gives (one model, whichever way it is read); undo and redo of any number of events come back
// to the same tables.
#include "bundledabilities.h"
#include "bundledcards.h"
#include "bundledgoals.h"
#include "cards/cardrepository.h"
#include "game/game.h"
#include "randomtimeline.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace inwo;

class TestGame : public QObject
{
    Q_OBJECT

    QList<Card> m_all = test::bundledCards();
    InMemoryCardRepository m_cards{m_all};
    CardAbilities m_abilities = test::bundledAbilities();
    GoalRules m_goals = test::bundledGoalRules();
    test::RandomTimelineCards m_random = test::randomTimelineCards(m_all);

    GameRules rules() const { return GameRules{m_cards, &m_abilities, &m_goals}; }

    // A game made by offering every play of a random timeline in turn.
    Game played(const Timeline &timeline, int *refused = nullptr)
    {
        Game game(timeline.position, rules());
        for (const Play &play : timeline.plays) {
            const GameEventOutcome outcome = game.play(play);
            if (!outcome.accepted && refused)
                ++*refused;
        }
        return game;
    }

private slots:
    void replayingTheLogTurnByTurnGivesTheTableOfTheWholeLog()
    {
        std::mt19937 random(2311);
        int turns = 0;
        int refused = 0;
        int events = 0;
        for (int round = 0; round < 60; ++round) {
            const Timeline timeline = test::randomTimeline(random, m_random, 3, 5, 80);
            const Game game = played(timeline, &refused);
            events += int(game.events().size());
            // The whole log resolved at once: every event stands or falls as it did.
            const TimelineResolution whole =
                resolveTimeline(game.asTimeline(), m_cards, &m_abilities, &m_goals);
            QVERIFY2(whole.position == game.table(), qPrintable(QString::number(round)));
            const QList<ResolvedPlay> resolved = game.resolved();
            QCOMPARE(resolved.size(), game.events().size());
            for (qsizetype i = 0; i < resolved.size(); ++i) {
                QVERIFY2(resolved.at(i).status == whole.plays.at(i).status,
                         qPrintable(u"%1 (%2): %3 turn by turn, %4 in the whole log (%5)"_s.arg(
                             game.events().at(i).id, codeOf(game.events().at(i).kind),
                             codeOf(resolved.at(i).status), codeOf(whole.plays.at(i).status),
                             whole.plays.at(i).rule == RuleId::None
                                 ? QString()
                                 : ruleCode(whole.plays.at(i).rule))));
                QVERIFY(resolved.at(i).status != PlayStatus::Refused);
            }
            // The stored log replayed gives the same table.
            const Game replayed = Game::replay(timeline.position, game.events(), rules());
            QVERIFY(replayed.table() == game.table());
            for (const Play &event : game.events())
                turns += event.kind == PlayKind::Turn ? 1 : 0;
        }
        qInfo("%d events kept, %d refused, %d turns", events, refused, turns);
        QVERIFY(turns >= 60);
        QVERIFY(refused > 0);
    }

    void aRefusedEventChangesNothingAndIsNotLogged()
    {
        std::mt19937 random(7);
        const Timeline timeline = test::randomTimeline(random, m_random, 3, 5, 30);
        Game game = played(timeline);
        const Position before = game.table();
        const qsizetype logged = game.events().size();
        Play claim;
        claim.id = game.nextEventId();
        claim.kind = PlayKind::Claim;
        claim.player = before.players.first().name;
        const GameEventOutcome outcome = game.play(claim);
        QVERIFY(!outcome.accepted);
        QVERIFY(outcome.refusal);
        QCOMPARE(outcome.refusal->rule, before.round <= 1 ? RuleId(114) : RuleId(115));
        QVERIFY(game.table() == before);
        QCOMPARE(game.events().size(), logged);
    }

    void undoAndRedoOfAnyNumberOfEventsComeBackToTheSameTables()
    {
        std::mt19937 random(99);
        for (int round = 0; round < 20; ++round) {
            const Timeline timeline = test::randomTimeline(random, m_random, 3, 5, 70);
            Game game = played(timeline);
            QList<Position> tables; // the table after each event, first the start
            {
                Game step(timeline.position, rules());
                tables.append(step.table());
                for (const Play &event : game.events()) {
                    QVERIFY(step.play(event).accepted);
                    tables.append(step.table());
                }
            }
            const int count = int(game.events().size());
            const int back = 1 + int(random() % std::uint32_t(count));
            for (int i = 0; i < back; ++i) {
                QVERIFY(game.undo());
                QVERIFY2(game.table() == tables.at(count - i - 1),
                         qPrintable(u"undo %1 of %2"_s.arg(i + 1).arg(back)));
            }
            QCOMPARE(game.undone().size(), back);
            for (int i = 0; i < back; ++i) {
                QVERIFY(game.redo().accepted);
                QVERIFY(game.table() == tables.at(count - back + i + 1));
            }
            QVERIFY(game.undone().isEmpty());
            QVERIFY(!game.redo().accepted);
        }
    }

    void anEventAfterUndoDropsWhatRedoKept()
    {
        std::mt19937 random(5);
        const Timeline timeline = test::randomTimeline(random, m_random, 3, 5, 20);
        Game game = played(timeline);
        QVERIFY(game.undo());
        QVERIFY(game.undo());
        QCOMPARE(game.undone().size(), 2);
        Play draw;
        draw.id = game.nextEventId();
        draw.kind = PlayKind::Draw;
        draw.player = game.table().turnOf;
        QVERIFY(game.play(draw).accepted);
        QVERIFY(game.undone().isEmpty());
        QVERIFY(!game.events().isEmpty());
        QCOMPARE(game.events().last().id, draw.id);
    }

    void nextEventIdentitiesAreUniqueInTheLog()
    {
        std::mt19937 random(3);
        Game game(test::randomTimeline(random, m_random, 2, 3, 0).position, rules());
        QSet<QString> seen;
        for (int i = 0; i < 5; ++i) {
            Play draw;
            draw.id = game.nextEventId();
            draw.kind = PlayKind::Draw;
            draw.player = game.table().turnOf;
            QVERIFY(!seen.contains(draw.id));
            seen.insert(draw.id);
            QVERIFY(game.play(draw).accepted);
            if (i == 2)
                QVERIFY(game.undo());
        }
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
