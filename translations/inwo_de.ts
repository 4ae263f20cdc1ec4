<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>inwo::CardBrowserWidget</name>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="48"/>
        <source>Search cards: words of a name, or fields such as t:personality a:violent (F1 for help)</source>
        <translation>Karten suchen: Wörter aus dem Namen oder Felder wie t:personality a:violent (F1 für Hilfe)</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="123"/>
        <source>Include &amp;Fan Cards</source>
        <translation>&amp;Fan-Karten einbeziehen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="127"/>
        <source>Also list fan-made cards (they always come when the query names set:fan)</source>
        <translation>Auch von Fans gestaltete Karten anzeigen (mit set:fan in der Suche erscheinen sie immer)</translation>
    </message>
</context>
<context>
    <name>inwo::CardPanel</name>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="58"/>
        <source>Select a card to see its facts.</source>
        <translation>Wählen Sie eine Karte, um ihre Daten zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="104"/>
        <source>Card text</source>
        <translation>Kartentext</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="110"/>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="168"/>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="169"/>
        <source>Set:</source>
        <translation>Edition:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="170"/>
        <source>Rarity:</source>
        <translation>Seltenheit:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="171"/>
        <source>Back:</source>
        <translation>Rückseite:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="173"/>
        <source>Power:</source>
        <translation>Macht:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="173"/>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="178"/>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="182"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="175"/>
        <source>Global Power:</source>
        <translation>Globale Macht:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="177"/>
        <source>Resistance:</source>
        <translation>Widerstand:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="181"/>
        <source>Alignments:</source>
        <translation>Gesinnungen:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="185"/>
        <source>Attributes:</source>
        <translation>Attribute:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="187"/>
        <source>Control arrows:</source>
        <translation>Kontrollpfeile:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="189"/>
        <source>Resource kind:</source>
        <translation>Ressourcenart:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="194"/>
        <source>Action tokens:</source>
        <translation>Aktionsmarker:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="197"/>
        <source>Keywords:</source>
        <translation>Schlüsselwörter:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="200"/>
        <source>Requirement:</source>
        <translation>Voraussetzung:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="202"/>
        <source>Errata:</source>
        <translation>Errata:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="202"/>
        <source>Yes, this card has official errata</source>
        <translation>Ja, für diese Karte gibt es offizielle Errata</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="202"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="216"/>
        <source>The imported image file %1 could not be loaded.</source>
        <translation>Die importierte Bilddatei %1 konnte nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="221"/>
        <source>Card text and images are not part of INWO Assistant. To see them here, import your own LackeyCCG INWO plugin folder with File &gt; Import LackeyCCG Folder…</source>
        <translation>Kartentexte und -bilder gehören nicht zu INWO Assistant. Um sie hier zu sehen, importieren Sie Ihren eigenen LackeyCCG-INWO-Plugin-Ordner mit Datei &gt; LackeyCCG-Ordner importieren…</translation>
    </message>
</context>
<context>
    <name>inwo::CardSearchModel</name>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="145"/>
        <source>Counting cards…</source>
        <translation>Karten werden gezählt…</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="147"/>
        <source>No cards match</source>
        <translation>Keine passenden Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="149"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="150"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="205"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="207"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="209"/>
        <source>Power/Global</source>
        <translation>Macht/Global</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="211"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="213"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="215"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="217"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="223"/>
        <source>Power, and Global Power after the slash; * marks a variable value</source>
        <translation>Macht, nach dem Schrägstrich die Globale Macht; * kennzeichnet einen veränderlichen Wert</translation>
    </message>
</context>
<context>
    <name>inwo::EnumNames</name>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="48"/>
        <location filename="../ui/common/enumnames.cpp" line="239"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="13"/>
        <source>Government</source>
        <translation>Regierung</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="15"/>
        <source>Corporate</source>
        <translation>Wirtschaft</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="17"/>
        <source>Liberal</source>
        <translation>Liberal</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="19"/>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="21"/>
        <source>Peaceful</source>
        <translation>Friedlich</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="23"/>
        <source>Violent</source>
        <translation>Gewalttätig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="25"/>
        <source>Straight</source>
        <translation>Spießig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="27"/>
        <source>Weird</source>
        <translation>Verrückt</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="29"/>
        <source>Criminal</source>
        <translation>Kriminell</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="31"/>
        <source>Fanatic</source>
        <translation>Fanatisch</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="40"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="42"/>
        <source>Church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="44"/>
        <source>Coastal</source>
        <translation>Küste</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="46"/>
        <source>Communist</source>
        <translation>Kommunistisch</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="48"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="50"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="52"/>
        <source>Huge</source>
        <translation>Riesig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="54"/>
        <source>Magic</source>
        <comment>attribute</comment>
        <translation>Magie</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="56"/>
        <source>Media</source>
        <translation>Medien</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="58"/>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="60"/>
        <source>Science</source>
        <translation>Wissenschaft</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="62"/>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="64"/>
        <source>Space</source>
        <translation>Weltraum</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="66"/>
        <source>SubGenius</source>
        <comment>attribute</comment>
        <translation>SubGenius</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="75"/>
        <source>Limited/Unlimited</source>
        <translation>Limited/Unlimited</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="77"/>
        <source>Assassins</source>
        <translation>Assassins</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="79"/>
        <source>SubGenius</source>
        <comment>card set</comment>
        <translation>SubGenius</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="81"/>
        <source>Virtual</source>
        <translation>Virtual</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="83"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="85"/>
        <source>German 2</source>
        <translation>Deutsch 2</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="87"/>
        <source>Fan</source>
        <translation>Fan</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="96"/>
        <source>Group</source>
        <comment>card back</comment>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="98"/>
        <source>Plot</source>
        <comment>card back</comment>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="107"/>
        <source>Organization</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="109"/>
        <source>Personality</source>
        <translation>Persönlichkeit</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="111"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="113"/>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="115"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="117"/>
        <source>Plot</source>
        <comment>card type</comment>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="119"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="121"/>
        <source>Disaster</source>
        <translation>Katastrophe</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="123"/>
        <source>Assassination</source>
        <translation>Attentat</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="125"/>
        <source>New World Order</source>
        <translation>Neue Weltordnung</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="134"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="136"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="138"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="147"/>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="149"/>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="151"/>
        <source>Gadget</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="153"/>
        <source>Magic</source>
        <comment>resource kind</comment>
        <translation>Magie</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="162"/>
        <source>Zap!</source>
        <translation>Zap!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="164"/>
        <source>Freeze!</source>
        <translation>Einfrieren!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="166"/>
        <source>Paralysis</source>
        <translation>Lähmung</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="168"/>
        <source>Disaster!</source>
        <translation>Katastrophe!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="170"/>
        <source>Assassination!</source>
        <translation>Attentat!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="172"/>
        <source>Ends Turn</source>
        <translation>Beendet den Zug</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="174"/>
        <source>Draw No Group Cards This Turn</source>
        <translation>In diesem Zug keine Gruppenkarten ziehen</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="176"/>
        <source>Draw No Plot Cards This Turn</source>
        <translation>In diesem Zug keine Plotkarten ziehen</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="178"/>
        <source>Expose All Plots</source>
        <translation>Alle Plots aufdecken</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="180"/>
        <source>Spend No Illuminati Tokens</source>
        <translation>Keine Illuminati-Marker ausgeben</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="189"/>
        <source>Common</source>
        <translation>Häufig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="191"/>
        <source>Uncommon</source>
        <translation>Ungewöhnlich</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="193"/>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="195"/>
        <source>Uncommon (U3)</source>
        <translation>Ungewöhnlich (U3)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="197"/>
        <source>Uncommon (U4)</source>
        <translation>Ungewöhnlich (U4)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="199"/>
        <source>Ultra Rare</source>
        <translation>Ultraselten</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="201"/>
        <source>DC</source>
        <comment>rarity code</comment>
        <translation>DC</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="203"/>
        <source>E</source>
        <comment>rarity code</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="205"/>
        <source>Illuminati</source>
        <comment>rarity</comment>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="207"/>
        <source>Promotional</source>
        <translation>Promo</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="209"/>
        <source>X</source>
        <comment>rarity code</comment>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="217"/>
        <source>%1 (%2)</source>
        <comment>NWO type and colour</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="224"/>
        <source>NWO (%1)</source>
        <comment>short type of a New World Order card</comment>
        <translation>NWO (%1)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="226"/>
        <source>NWO</source>
        <comment>short type of a New World Order card</comment>
        <translation>NWO</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="236"/>
        <source>%1 (sometimes)</source>
        <translation>%1 (manchmal)</translation>
    </message>
</context>
<context>
    <name>inwo::HelpViewer</name>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="34"/>
        <source>INWO Assistant Help</source>
        <translation>INWO Assistant – Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="43"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="48"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="51"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="53"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="78"/>
        <source>The help page %1 is missing from this build of INWO Assistant.</source>
        <translation>Die Hilfeseite %1 fehlt in dieser Version von INWO Assistant.</translation>
    </message>
</context>
<context>
    <name>inwo::LackeyImportRunner</name>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="22"/>
        <source>Importing cards from %1…</source>
        <translation>Karten werden aus %1 importiert…</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="23"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="24"/>
        <source>Import LackeyCCG Folder</source>
        <translation>LackeyCCG-Ordner importieren</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="46"/>
        <source>The LackeyCCG folder %1 was imported.</source>
        <translation>Der LackeyCCG-Ordner %1 wurde importiert.</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="48"/>
        <source>Cards read: %1
New cards: %2
Cards updated: %3
Card texts stored: %4
Images found: %5</source>
        <translation>Gelesene Karten: %1
Neue Karten: %2
Aktualisierte Karten: %3
Gespeicherte Kartentexte: %4
Gefundene Bilder: %5</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="56"/>
        <source>Import Finished</source>
        <translation>Import abgeschlossen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="59"/>
        <source>The import was cancelled; nothing was changed.</source>
        <translation>Der Import wurde abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="61"/>
        <source>Import Cancelled</source>
        <translation>Import abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="64"/>
        <source>The folder %1 could not be imported; nothing was changed.</source>
        <translation>Der Ordner %1 konnte nicht importiert werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/lackeyimportrunner.cpp" line="68"/>
        <source>Import Failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>inwo::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="39"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="47"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="74"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="76"/>
        <source>&amp;Import LackeyCCG Folder…</source>
        <translation>LackeyCCG-Ordner &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="79"/>
        <source>Import card text, errata and images from your own LackeyCCG INWO plugin folder</source>
        <translation>Kartentexte, Errata und Bilder aus Ihrem eigenen LackeyCCG-INWO-Plugin-Ordner importieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="82"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="87"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="88"/>
        <source>&amp;Find Cards</source>
        <translation>Karten &amp;suchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="95"/>
        <source>Move to the card search field</source>
        <translation>Zum Suchfeld für Karten wechseln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="97"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="100"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="102"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="105"/>
        <source>&amp;Search Syntax</source>
        <translation>&amp;Suchsyntax</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="108"/>
        <source>How to write card search queries</source>
        <translation>Wie man Suchanfragen für Karten schreibt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="111"/>
        <source>&amp;About INWO Assistant</source>
        <translation>&amp;Über INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="114"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="141"/>
        <source>Choose Your LackeyCCG INWO Plugin Folder</source>
        <translation>Ihren LackeyCCG-INWO-Plugin-Ordner wählen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="171"/>
        <source>About INWO Assistant</source>
        <translation>Über INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="172"/>
        <source>&lt;h3&gt;INWO Assistant&lt;/h3&gt;&lt;p&gt;A desktop companion for players of the card game &lt;i&gt;Illuminati: New World Order&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Card database: %1&lt;br&gt;Cards: %L2&lt;/p&gt;&lt;p&gt;INWO Assistant is a fan project, not affiliated with Steve Jackson Games. Card texts and images are never bundled; you can import them from your own LackeyCCG plugin folder.&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;INWO Assistant&lt;/h3&gt;&lt;p&gt;Ein Begleiter am Computer für Spieler des Kartenspiels &lt;i&gt;Illuminati: New World Order&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Kartendatenbank: %1&lt;br&gt;Karten: %L2&lt;/p&gt;&lt;p&gt;INWO Assistant ist ein Fanprojekt und steht in keiner Verbindung zu Steve Jackson Games. Kartentexte und -bilder werden nie mitgeliefert; Sie können sie aus Ihrem eigenen LackeyCCG-Plugin-Ordner importieren.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="44"/>
        <location filename="../app/gui/main.cpp" line="77"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="48"/>
        <source>Card browser and helper for Illuminati: New World Order.</source>
        <translation>Kartenbrowser und Helfer für Illuminati: New World Order.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="53"/>
        <source>Use the card database &lt;path&gt; instead of the default (the INWO_DB environment variable, or the user&apos;s data folder).</source>
        <translation>Die Kartendatenbank &lt;Pfad&gt; statt der voreingestellten verwenden (Umgebungsvariable INWO_DB oder der Datenordner des Benutzers).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="56"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="59"/>
        <source>Quit as soon as the main window has been painted for the first time (for start-up benchmarks).</source>
        <translation>Beenden, sobald das Hauptfenster zum ersten Mal gezeichnet wurde (für Startzeit-Messungen).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="72"/>
        <source>The card database %1 could not be opened:
%2</source>
        <translation>Die Kartendatenbank %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
</context>
</TS>
