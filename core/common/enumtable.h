#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>
#include <string_view>

namespace inwo {

// One row of an enum's table: the value, its stable lower-case code (stored in data files, the
// database and the search language) and the words shown to people.
template <typename E> struct EnumEntry
{
    E value;
    std::u16string_view code;
    std::u16string_view display;
};

// Specialised next to each enum with `static constexpr std::array<EnumEntry<E>, N> entries`.
template <typename E> struct EnumTable;

template <typename E> QString codeOf(E value)
{
    for (const auto &entry : EnumTable<E>::entries) {
        if (entry.value == value)
            return QString::fromUtf16(entry.code.data(), qsizetype(entry.code.size()));
    }
    return {};
}

template <typename E> QString displayNameOf(E value)
{
    for (const auto &entry : EnumTable<E>::entries) {
        if (entry.value == value)
            return QString::fromUtf16(entry.display.data(), qsizetype(entry.display.size()));
    }
    return {};
}

// Case-insensitive lookup by code or display name.
template <typename E> std::optional<E> enumFromCode(QStringView text)
{
    for (const auto &entry : EnumTable<E>::entries) {
        const QStringView code(entry.code.data(), qsizetype(entry.code.size()));
        const QStringView display(entry.display.data(), qsizetype(entry.display.size()));
        if (text.compare(code, Qt::CaseInsensitive) == 0 ||
            text.compare(display, Qt::CaseInsensitive) == 0)
            return entry.value;
    }
    return std::nullopt;
}

template <typename E> QList<E> allOf()
{
    QList<E> values;
    values.reserve(qsizetype(EnumTable<E>::entries.size()));
    for (const auto &entry : EnumTable<E>::entries)
        values.append(entry.value);
    return values;
}

template <typename E> QStringList allCodesOf()
{
    QStringList codes;
    for (const auto &entry : EnumTable<E>::entries)
        codes.append(QString::fromUtf16(entry.code.data(), qsizetype(entry.code.size())));
    return codes;
}

} // namespace inwo
