#pragma once

#include "cards/card.h"
#include "cardsearch.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSqlDatabase>
#include <QString>

class QTimer;

namespace inwo {

class CardDatabase;

// The card browser's results: runs a search query page by page (PageSize rows at a time) and sorts
// in the database, so even a huge card table costs only one page to show.
class CardSearchModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        TypeColumn,
        PowerColumn,
        ResistanceColumn,
        AlignmentsColumn,
        AttributesColumn,
        SetColumn,
        ColumnCount
    };
    enum Role { CardIdRole = Qt::UserRole + 1 };
    static constexpr int CountDelayMs = 40;
    static constexpr int PageSize = 80; // two screens of rows: what the first paint needs

    explicit CardSearchModel(QSqlDatabase database, QObject *parent = nullptr);
    // Searches the user's database, which hears of a damaged or locked file.
    explicit CardSearchModel(const CardDatabase &database, QObject *parent = nullptr);

    // Runs `query` from its first page. On a bad query the rows are cleared (they answered
    // another query), `error` is filled and false is returned.
    bool setQuery(const QString &query, SearchError *error = nullptr);
    // When the last search found nothing: the card names nearest to its words ("did you mean
    // Count Dracula?"), nearest first.
    QStringList suggestions() const { return m_suggestions; }
    // The last query that ran.
    QString query() const { return m_query; }

    bool includeFan() const { return m_options.includeFan; }
    void setIncludeFan(bool include);

    // Runs the current query again (after the cards changed).
    void refresh();
    bool hasSearched() const { return m_searched; }

    // Every match, not only the rows loaded so far; -1 while it is being counted.
    int totalCount() const { return m_total; }
    const Card &cardAt(int row) const { return m_cards.at(row); }
    // The loaded row showing the card `id`, or -1.
    int rowOfCard(const QString &id) const;

    int sortColumn() const;
    Qt::SortOrder sortOrder() const { return m_options.order; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    static QString powerText(const Card &card);      // "4/2", "1*", "—"
    static QString resistanceText(const Card &card); // "6", "—"
    // "768 cards", "1 card", "No cards match", "Counting cards…" (total -1)
    static QString matchCountText(int total);

signals:
    // After every successful search (also when only the sort or the fan flag changed).
    void totalCountChanged(int total);

private:
    bool runFirstPage(const QString &query, const SearchOptions &options, SearchError *error);
    // Counts every match of the current query, after the first page is on screen.
    void countTotal();

    void setUp();

    CardSearch m_search;
    QString m_query;
    SearchOptions m_options;
    QList<Card> m_cards;
    int m_total = 0;
    QStringList m_suggestions;
    bool m_searched = false;
    QTimer *m_countTimer = nullptr;
};

} // namespace inwo
