#pragma once

#include <QJsonObject>
#include <QString>

namespace inwo::bench {

struct GameBenchSettings
{
    QString dbDir;        // where the game database is made (removed and made again each run)
    QString liveGamesDir; // tests/scenarios/livegames: the two-player game the long game starts as
    bool quick = false;
};

// The live game (issue 23). A two-player game of GameReplayEvents events: the two-player
// livegames file's events up to its claim, then turns generated from the table as it stands
// (Plot and Group draws, phases, attacks from hand and on the rival with aid, defence and dice,
// Plots bought with tokens, Plots discarded to the hand limit, the next turn), every event
// accepted by the rules.
//
// Appending: every event of that game played through LiveGame::play (the rules check, then
// GameStore::append's transaction) into a fresh database file, beside GameStore::append alone
// of the same event (the store) and the floor: a raw SQLite INSERT of the same row into a table
// made like game_events, in the same file (WAL) on a connection with the same synchronous
// setting, one transaction each. Done with synchronous NORMAL (the program's default) for every
// event and with FULL (`--full-sync`) for the first FullSyncEvents.
//
// Replaying: the stored game of GameReplayEvents events, replayed by Game::replay (core) and
// opened by LiveGame::open (its rows read, every event read, the game replayed), beside the floor:
// the same rows read with a plain SELECT and each parsed by QJsonDocument::fromJson.
QJsonObject runGameBench(const GameBenchSettings &settings, QString *error);

inline constexpr int GameReplayEvents = 10000;
inline constexpr int GameReplayEventsQuick = 300;
inline constexpr int FullSyncEvents = 300;
inline constexpr double MaxAppendOverInsert = 2.0;
inline constexpr double MaxReplayMs = 100.0;

} // namespace inwo::bench
