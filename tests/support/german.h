#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

#include <memory>

namespace inwo::test {

// The program's German translation, installed for as long as the object lives: tests render in
// German with it to prove that nothing reads a sentence back, and that German readers get German.
class GermanTranslation
{
public:
    GermanTranslation()
    {
        if (m_translator.load(QStringLiteral(INWO_TRANSLATIONS_DIR "/inwo_de.qm")))
            m_installed = QCoreApplication::installTranslator(&m_translator);
    }
    ~GermanTranslation()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
    }
    GermanTranslation(const GermanTranslation &) = delete;
    GermanTranslation &operator=(const GermanTranslation &) = delete;

    bool isInstalled() const { return m_installed; }

private:
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace inwo::test
