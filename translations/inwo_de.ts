<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DatabaseMessages</name>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="50"/>
        <source>The database %1 is damaged. Nothing more will be saved to it, and what is shown from it may be incomplete.

Close INWO Assistant and start it again: it will set the damaged file aside, rebuild the card data and recover your decks.</source>
        <translation>Die Datenbank %1 ist beschädigt. Es wird nichts mehr darin gespeichert, und was aus ihr angezeigt wird, kann unvollständig sein.

Schließen Sie INWO Assistant und starten Sie es neu: Es legt die beschädigte Datei beiseite, baut die Kartendaten neu auf und stellt Ihre Decks wieder her.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="57"/>
        <source>The database %1 is read-only: changes cannot be saved to it. Check the permissions of the file and its folder.</source>
        <translation>Die Datenbank %1 ist schreibgeschützt: Änderungen können nicht gespeichert werden. Prüfen Sie die Zugriffsrechte der Datei und ihres Ordners.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="62"/>
        <source>The database %1 is locked by another program. Try again when that program is done.</source>
        <translation>Die Datenbank %1 ist von einem anderen Programm gesperrt. Versuchen Sie es erneut, wenn dieses Programm fertig ist.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="67"/>
        <source>The disk holding the database %1 is full. Free some space and try again.</source>
        <translation>Der Datenträger mit der Datenbank %1 ist voll. Schaffen Sie Platz und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="72"/>
        <source>The database %1 cannot be read.</source>
        <translation>Die Datenbank %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="30"/>
        <location filename="../ui/common/databasemessages.cpp" line="75"/>
        <location filename="../ui/common/databasemessages.cpp" line="96"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="31"/>
        <source>The database %1 is damaged. INWO Assistant will now set it aside, rebuild the card data and recover your decks from it.</source>
        <translation>Die Datenbank %1 ist beschädigt. INWO Assistant legt sie jetzt beiseite, baut die Kartendaten neu auf und stellt Ihre Decks daraus wieder her.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="45"/>
        <source>The file %1 is not a database of INWO Assistant. Nothing was written to it. Start the program with another file (--db), or move this one away.</source>
        <translation>Die Datei %1 ist keine Datenbank von INWO Assistant. Es wurde nichts hineingeschrieben. Starten Sie das Programm mit einer anderen Datei (--db), oder verschieben Sie diese.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="83"/>
        <source>The database was damaged. It has been set aside as %1 and a new one has been built with the card data.</source>
        <translation>Die Datenbank war beschädigt. Sie wurde als %1 beiseitegelegt, und eine neue mit den Kartendaten wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="86"/>
        <source>Decks recovered: %1.</source>
        <translation>Wiederhergestellte Decks: %1.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="88"/>
        <source>Some cards of these decks could not be read; each says so in its notes: %1</source>
        <translation>Einige Karten dieser Decks konnten nicht gelesen werden; jedes vermerkt das in seinen Notizen: %1</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="92"/>
        <source>Some decks could not be read at all.</source>
        <translation>Einige Decks konnten gar nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="94"/>
        <source>Some card data could not be read. If you imported a LackeyCCG plugin folder, import it again.</source>
        <translation>Einige Kartendaten konnten nicht gelesen werden. Wenn Sie einen LackeyCCG-Plugin-Ordner importiert hatten, importieren Sie ihn erneut.</translation>
    </message>
</context>
<context>
    <name>inwo::AddCopiesCommand</name>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="13"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="13"/>
        <source>Add %1 × %2</source>
        <translation>%1 × %2 hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::AdjudicatorWidget</name>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="124"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="131"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="602"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="125"/>
        <source>the attacking group: a card&apos;s name</source>
        <translation>die angreifende Gruppe: Name einer Karte</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="128"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="134"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="129"/>
        <source>the group attacked: a card&apos;s name</source>
        <translation>die angegriffene Gruppe: Name einer Karte</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="215"/>
        <source>Which rules decide the attack</source>
        <translation>Nach welchen Regeln der Angriff entschieden wird</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="221"/>
        <source>&amp;Privileged</source>
        <translation>Pri&amp;vilegiert</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="223"/>
        <source>Nobody but the attacker may help it, and only the target&apos;s owner may oppose it</source>
        <translation>Nur der Angreifer darf ihn unterstützen, und nur der Besitzer des Ziels darf sich ihm widersetzen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="225"/>
        <source>From &amp;hand</source>
        <translation>A&amp;us der Hand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="227"/>
        <source>The target is a card from the attacker&apos;s own hand</source>
        <translation>Das Ziel ist eine Karte aus der eigenen Hand des Angreifers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="229"/>
        <source>Card &amp;Power:</source>
        <translation>Kartenma&amp;cht:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="233"/>
        <source>The Power of the Disaster or Assassination card</source>
        <translation>Die Macht der Katastrophen- oder Attentatskarte</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="237"/>
        <source>Disaster</source>
        <translation>Katastrophe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="238"/>
        <source>Assassination</source>
        <translation>Attentat</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="239"/>
        <source>A Disaster also takes one of the target&apos;s Action tokens</source>
        <translation>Eine Katastrophe nimmt dem Ziel außerdem einen Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="241"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="243"/>
        <source>&amp;Kind:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="318"/>
        <source>Defending groups</source>
        <translation>Verteidigende Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="318"/>
        <source>Aiding groups</source>
        <translation>Unterstützende Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="352"/>
        <source>Add a defender: a card&apos;s name, or any name</source>
        <translation>Verteidiger hinzufügen: Name einer Karte oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="353"/>
        <source>Add an aider: a card&apos;s name, or any name</source>
        <translation>Unterstützer hinzufügen: Name einer Karte oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="362"/>
        <source>&amp;Add</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="364"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Ändern…</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="367"/>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="368"/>
        <source>Add the group named (its numbers from the card database), or a blank group</source>
        <translation>Die genannte Gruppe hinzufügen (mit ihren Werten aus der Kartendatenbank) oder eine leere Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="370"/>
        <source>Edit every field of the selected group, its alignments and modifiers too</source>
        <translation>Alle Felder der gewählten Gruppe bearbeiten, auch Gesinnungen und Modifikatoren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="411"/>
        <source>Plays: Plots, agents, abilities</source>
        <translation>Ausgespielt: Plots, Agenten, Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="426"/>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="439"/>
        <source>A Plot&apos;s name</source>
        <translation>Name eines Plots</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="446"/>
        <source>A&amp;dd</source>
        <translation>Hinz&amp;ufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="447"/>
        <source>Add the Plot named (or a bonus from an ability) for the attack; set its bonus, side and player in the table</source>
        <translation>Den genannten Plot (oder einen Bonus aus einer Fähigkeit) zum Angriff hinzufügen; Bonus, Seite und Spieler in der Tabelle festlegen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="449"/>
        <source>A&amp;gents</source>
        <translation>Agen&amp;ten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="450"/>
        <source>Add an agents card played for the attack</source>
        <translation>Eine für den Angriff ausgespielte Agenten-Karte hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="451"/>
        <source>Remo&amp;ve</source>
        <translation>Entfer&amp;nen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="488"/>
        <source>Megabucks spent</source>
        <translation>Ausgegebene Megabucks</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="509"/>
        <source>Add &amp;payment</source>
        <translation>&amp;Zahlung hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="510"/>
        <source>Megabucks from a treasury: &quot;illuminati&quot; or a group&apos;s name</source>
        <translation>Megabucks aus einer Kasse: „illuminati“ oder der Name einer Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="511"/>
        <source>Remove pa&amp;yment</source>
        <translation>Zahlung e&amp;ntfernen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="601"/>
        <source>Attacker (none: the card attacks on its own)</source>
        <translation>Angreifer (keiner: Die Karte greift selbst an)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="832"/>
        <source>Aiding group %1</source>
        <translation>Unterstützende Gruppe %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="839"/>
        <source>Defending group %1</source>
        <translation>Verteidigende Gruppe %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="858"/>
        <source>Defending Group</source>
        <translation>Verteidigende Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="858"/>
        <source>Aiding Group</source>
        <translation>Unterstützende Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="882"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="896"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="893"/>
        <source>%1 is too large to be an attack scenario (more than %2 MB)</source>
        <translation>%1 ist zu groß für ein Angriffsszenario (mehr als %2 MB)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="905"/>
        <source>%1 is not an attack scenario: %2</source>
        <translation>%1 ist kein Angriffsszenario: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="934"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="940"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="980"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="986"/>
        <source>Open Attack Scenario</source>
        <translation>Angriffsszenario öffnen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="980"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1015"/>
        <source>Attack scenarios (*.json);;All files (*)</source>
        <translation>Angriffsszenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="997"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1014"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1021"/>
        <source>Save Attack Scenario</source>
        <translation>Angriffsszenario speichern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1008"/>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1009"/>
        <source>Instant</source>
        <translation>Sofortangriff</translation>
    </message>
</context>
<context>
    <name>inwo::AttackBreakdownModel</name>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="67"/>
        <source>%1
Source: %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="99"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="101"/>
        <source>Rule applied</source>
        <translation>Angewandte Regel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="103"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
</context>
<context>
    <name>inwo::AttackGroupModel</name>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="23"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="27"/>
        <source>%1 (sometimes)</source>
        <translation>%1 (manchmal)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="85"/>
        <source>The target&apos;s own numbers: change them in the Target form</source>
        <translation>Die eigenen Werte des Ziels: Ändern Sie sie im Formular „Ziel“</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="104"/>
        <source>%1, played by %2</source>
        <translation>%1, gespielt von %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="175"/>
        <source>Transferable Power</source>
        <translation>Übertragbare Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="175"/>
        <source>Global Power</source>
        <translation>Globale Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="177"/>
        <source>Action tokens it spends in the attack</source>
        <translation>Aktionsmarker, die sie im Angriff ausgibt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="179"/>
        <source>How it stands to the target</source>
        <translation>Ihre Beziehung zum Ziel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="181"/>
        <source>Whether the rules let it take part, and what it adds</source>
        <translation>Ob die Regeln ihre Teilnahme erlauben und was sie beiträgt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="190"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="192"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="194"/>
        <source>Transfer</source>
        <translation>Übertr.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="194"/>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="196"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="198"/>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="200"/>
        <source>Relation</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="202"/>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="204"/>
        <source>Eligibility</source>
        <translation>Zulässigkeit</translation>
    </message>
</context>
<context>
    <name>inwo::AttackMoneyModel</name>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="27"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="70"/>
        <source>&quot;illuminati&quot;, or the name of the group whose treasury pays</source>
        <translation>„illuminati“ oder der Name der Gruppe, aus deren Kasse gezahlt wird</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="75"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="77"/>
        <source>Treasury</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="79"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="81"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackmoneymodel.cpp" line="83"/>
        <source>Eligibility</source>
        <translation>Zulässigkeit</translation>
    </message>
</context>
<context>
    <name>inwo::AttackNames</name>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="9"/>
        <source>INWO</source>
        <translation>INWO</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="11"/>
        <source>Plan 28</source>
        <translation>Plan 28</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="13"/>
        <source>Illuminati (boxed game)</source>
        <translation>Illuminati (klassisches Spiel)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="22"/>
        <source>Attack to control</source>
        <translation>Angriff zur Kontrolle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="24"/>
        <source>Attack to destroy</source>
        <translation>Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="26"/>
        <source>Attack to neutralize</source>
        <translation>Angriff zur Neutralisierung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="28"/>
        <source>Instant attack (Disaster, Assassination)</source>
        <translation>Sofortangriff (Katastrophe, Attentat)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="37"/>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="39"/>
        <source>its master</source>
        <translation>sein Meister</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="41"/>
        <source>its puppet</source>
        <translation>seine Puppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="43"/>
        <source>an Illuminati</source>
        <translation>ein Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="45"/>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="54"/>
        <source>a rival</source>
        <translation>einem Rivalen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="56"/>
        <source>the attacker (own group)</source>
        <translation>dem Angreifer (eigene Gruppe)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="58"/>
        <source>the attacker&apos;s hand</source>
        <translation>der Hand des Angreifers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="60"/>
        <source>nobody (uncontrolled)</source>
        <translation>niemandem (unkontrolliert)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="67"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="67"/>
        <source>defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="74"/>
        <source>not in a Power Structure</source>
        <translation>nicht in einer Machtstruktur</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="76"/>
        <source>under its Illuminati</source>
        <translation>direkt unter seinen Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="77"/>
        <source>under its Illuminati (+10)</source>
        <translation>direkt unter seinen Illuminati (+10)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="79"/>
        <source>one group away</source>
        <translation>eine Gruppe entfernt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="79"/>
        <source>one group away (+5)</source>
        <translation>eine Gruppe entfernt (+5)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="81"/>
        <source>two groups away (+2)</source>
        <translation>zwei Gruppen entfernt (+2)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="81"/>
        <source>two groups away</source>
        <translation>zwei Gruppen entfernt</translation>
    </message>
</context>
<context>
    <name>inwo::AttackPlayModel</name>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="23"/>
        <source>An agents card: +10 to aid the attack, 6 against it (one per attack)</source>
        <translation>Eine Agenten-Karte: +10 zur Unterstützung des Angriffs, 6 dagegen (eine pro Angriff)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="44"/>
        <source>agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="89"/>
        <source>&quot;attacker&quot;, &quot;defender&quot;, or a third player&apos;s name</source>
        <translation>„attacker“ (Angreifer), „defender“ (Verteidiger) oder der Name eines dritten Spielers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="91"/>
        <source>The Plot card played (no player may use the same Plot twice in an attack)</source>
        <translation>Die ausgespielte Plotkarte (kein Spieler darf denselben Plot zweimal in einem Angriff einsetzen)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="94"/>
        <source>Or the card whose ability gives the bonus</source>
        <translation>Oder die Karte, deren Fähigkeit den Bonus gibt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="96"/>
        <source>Its bonus to its side</source>
        <translation>Der Bonus für die eigene Seite</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="105"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="107"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="109"/>
        <source>Plot</source>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="111"/>
        <source>Ability of</source>
        <translation>Fähigkeit von</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="113"/>
        <source>Adds</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="115"/>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="117"/>
        <source>Eligibility</source>
        <translation>Zulässigkeit</translation>
    </message>
</context>
<context>
    <name>inwo::AttackResultView</name>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="58"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="104"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="109"/>
        <source>Alignment in doubt: each case</source>
        <translation>Gesinnung unklar: alle Fälle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="113"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="113"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="113"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="113"/>
        <source>Succeeds</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="128"/>
        <source>Ways to roll each total, of 36</source>
        <translation>Möglichkeiten je Augensumme (von 36)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="129"/>
        <source>The highlighted totals succeed</source>
        <translation>Mit den hervorgehobenen Augensummen gelingt der Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="142"/>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="154"/>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="163"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="169"/>
        <source>Illegal attack</source>
        <translation>Unzulässiger Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="171"/>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="177"/>
        <source>Strength %1 — chance %2 (%3)</source>
        <translation>Stärke %1 – Chance %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="175"/>
        <source>Strength %1 — cannot succeed</source>
        <translation>Stärke %1 – kann nicht gelingen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="182"/>
        <source>Attack %1 against defence %2</source>
        <translation>Angriff %1 gegen Verteidigung %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="196"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="199"/>
        <source>This attack cannot be made.</source>
        <translation>Dieser Angriff ist nicht möglich.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="204"/>
        <source>Legal. The target loses an Action token at once.</source>
        <translation>Zulässig. Das Ziel verliert sofort einen Aktionsmarker.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="206"/>
        <source>Legal attack.</source>
        <translation>Zulässiger Angriff.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="214"/>
        <source>%1 One refusal:</source>
        <translation>%1 Eine Ablehnung:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="215"/>
        <source>%1 %L2 refusals:</source>
        <translation>%1 %L2 Ablehnungen:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="237"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="252"/>
        <source>Roll %1: 1 way in 36</source>
        <translation>Wurf %1: 1 Möglichkeit von 36</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="253"/>
        <source>Roll %1: %2 ways in 36</source>
        <translation>Wurf %1: %2 Möglichkeiten von 36</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="254"/>
        <source>%1; the attack succeeds</source>
        <translation>%1; der Angriff gelingt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="255"/>
        <source>%1; the attack fails</source>
        <translation>%1; der Angriff scheitert</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="268"/>
        <source>+%1 MB → %2 (%3)</source>
        <translation>+%1 MB → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="271"/>
        <source>+%1 Power → %2 (%3)</source>
        <translation>+%1 Macht → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="275"/>
        <source>Strength %1: roll %1 or less</source>
        <translation>Stärke %1: %1 oder weniger würfeln</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="279"/>
        <source>No Power helps an illegal attack.</source>
        <translation>Einem unzulässigen Angriff hilft keine Macht.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="280"/>
        <source>Not worked out while an alignment is in doubt.</source>
        <translation>Wird nicht berechnet, solange eine Gesinnung unklar ist.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="281"/>
        <source>Already the best chance: 11 and 12 always fail.</source>
        <translation>Schon die beste Chance: 11 und 12 scheitern immer.</translation>
    </message>
</context>
<context>
    <name>inwo::BarChartWidget</name>
    <message>
        <location filename="../ui/common/barchartwidget.cpp" line="231"/>
        <location filename="../ui/common/barchartwidget.cpp" line="400"/>
        <source>%1: %2</source>
        <comment>bar chart tooltip: label and value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/barchartwidget.cpp" line="278"/>
        <location filename="../ui/common/barchartwidget.cpp" line="393"/>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <location filename="../ui/common/barchartwidget.cpp" line="402"/>
        <source>; </source>
        <comment>separator between the bars of a chart</comment>
        <translation>; </translation>
    </message>
</context>
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
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="157"/>
        <source>Counting cards…</source>
        <translation>Karten werden gezählt…</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="159"/>
        <source>No cards match</source>
        <translation>Keine passenden Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="161"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="162"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="217"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="219"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="221"/>
        <source>Power/Global</source>
        <translation>Macht/Global</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="223"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="225"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="227"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="229"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="235"/>
        <source>Power, and Global Power after the slash; * marks a variable value</source>
        <translation>Macht, nach dem Schrägstrich die Globale Macht; * kennzeichnet einen veränderlichen Wert</translation>
    </message>
</context>
<context>
    <name>inwo::ChangeDeckFieldCommand</name>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="98"/>
        <source>Change Deck Name</source>
        <translation>Decknamen ändern</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="100"/>
        <source>Change Author</source>
        <translation>Autor ändern</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="102"/>
        <source>Change Notes</source>
        <translation>Notizen ändern</translation>
    </message>
</context>
<context>
    <name>inwo::CheckListButton</name>
    <message>
        <location filename="../ui/adjudicator/checklistbutton.cpp" line="49"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/checklistbutton.cpp" line="61"/>
        <source>Click twice for &quot;sometimes&quot;</source>
        <translation>Zweimal klicken für „manchmal“</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/checklistbutton.cpp" line="119"/>
        <source>%1 (sometimes)</source>
        <translation>%1 (manchmal)</translation>
    </message>
</context>
<context>
    <name>inwo::DeckDocument</name>
    <message>
        <location filename="../ui/deckeditor/deckdocument.cpp" line="43"/>
        <source>Untitled Deck</source>
        <translation>Unbenanntes Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckdocument.cpp" line="86"/>
        <source>Add %1 × %2</source>
        <translation>%1 × %2 hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::DeckEditorWidget</name>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="65"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="66"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>Das Deck „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="68"/>
        <source>Do you want to save them first?</source>
        <translation>Möchten Sie sie zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="97"/>
        <source>Verd&amp;ict</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="98"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="145"/>
        <source>Find cards to add (Enter adds the selected one)</source>
        <translation>Karten zum Hinzufügen suchen (Eingabe fügt die gewählte hinzu)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="196"/>
        <source>Enter, + or double-click adds; drag onto the deck to place.</source>
        <translation>Eingabe, + oder Doppelklick fügt hinzu; zum Einordnen auf das Deck ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="219"/>
        <source>Untitled Deck</source>
        <translation>Unbenanntes Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="224"/>
        <source>Strategy, sources, what to remember</source>
        <translation>Strategie, Quellen, Merkenswertes</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="275"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="276"/>
        <source>&amp;Author:</source>
        <translation>A&amp;utor:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="277"/>
        <source>N&amp;otes:</source>
        <translation>Noti&amp;zen:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="359"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="359"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="360"/>
        <source>%1. As formats count them: Illuminati %2 · Group deck %3 · Plot deck %4</source>
        <translation>%1. Nach Formatzählung: Illuminati %2 · Gruppendeck %3 · Plotdeck %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="424"/>
        <source>Add %1 Cards</source>
        <translation>%1 Karten hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="502"/>
        <source>Add One Copy	+</source>
        <translation>Ein Exemplar hinzufügen	+</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="503"/>
        <source>Remove One Copy	-</source>
        <translation>Ein Exemplar entfernen	-</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="504"/>
        <source>Move to</source>
        <translation>Verschieben nach</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="637"/>
        <source>Open Deck</source>
        <translation>Deck öffnen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="637"/>
        <source>The deck could not be opened:
%1</source>
        <translation>Das Deck konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="659"/>
        <source>Save Deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="659"/>
        <source>The deck could not be saved:
%1</source>
        <translation>Das Deck konnte nicht gespeichert werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="676"/>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="693"/>
        <source>Import Deck File</source>
        <translation>Deck-Datei importieren</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="693"/>
        <source>The deck file could not be read:
%1</source>
        <translation>Die Deck-Datei konnte nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="716"/>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="740"/>
        <source>Export Deck</source>
        <translation>Deck exportieren</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="740"/>
        <source>The deck could not be exported:
%1</source>
        <translation>Das Deck konnte nicht exportiert werden:
%1</translation>
    </message>
</context>
<context>
    <name>inwo::DeckFiles</name>
    <message>
        <location filename="../ui/deckeditor/deckfiles.cpp" line="30"/>
        <source>%1: the name must end in .dek, .txt, .csv or .pdf</source>
        <translation>%1: Der Name muss auf .dek, .txt, .csv oder .pdf enden</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckfiles.cpp" line="39"/>
        <source>Deck files (*.dek *.txt);;LackeyCCG decks (*.dek);;Text deck lists (*.txt);;All files (*)</source>
        <translation>Deck-Dateien (*.dek *.txt);;LackeyCCG-Decks (*.dek);;Decklisten als Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckfiles.cpp" line="45"/>
        <source>LackeyCCG deck (*.dek)</source>
        <translation>LackeyCCG-Deck (*.dek)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckfiles.cpp" line="45"/>
        <source>Text deck list (*.txt)</source>
        <translation>Deckliste als Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckfiles.cpp" line="45"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckfiles.cpp" line="46"/>
        <source>Registration sheet (*.pdf)</source>
        <translation>Registrierungsbogen (*.pdf)</translation>
    </message>
</context>
<context>
    <name>inwo::DeckImportDialog</name>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="51"/>
        <source>Import Deck: %1</source>
        <translation>Deck importieren: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="60"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="60"/>
        <source>Written</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="60"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="60"/>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="145"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="85"/>
        <source>These bytes are not text in the file&apos;s encoding; nothing was read from the line. Save the file as UTF-8 and import it again.</source>
        <translation>Diese Bytes sind kein Text in der Kodierung der Datei; aus der Zeile wurde nichts gelesen. Speichern Sie die Datei als UTF-8 und importieren Sie sie erneut.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="89"/>
        <source>%1 × %2 → %3</source>
        <translation>%1 × %2 → %3</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="92"/>
        <source>%1 (near miss, %2% sure)</source>
        <translation>%1 (Beinahe-Treffer, zu %2&#xa0;% sicher)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="106"/>
        <source>Skip this line</source>
        <translation>Diese Zeile überspringen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="114"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="118"/>
        <source>Written “%1”: choose the card that was meant</source>
        <translation>Geschrieben: „%1“ – wählen Sie die gemeinte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="129"/>
        <source>&amp;Create Deck</source>
        <translation>Deck &amp;erstellen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="147"/>
        <source>Near miss</source>
        <translation>Beinahe-Treffer</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="149"/>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="151"/>
        <source>Not a card</source>
        <translation>Keine Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="153"/>
        <source>Not text</source>
        <translation>Kein Text</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="155"/>
        <source>Header</source>
        <translation>Überschrift</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="157"/>
        <source>Ignored</source>
        <translation>Ignoriert</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="159"/>
        <source>Blank</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="220"/>
        <source>1 card read</source>
        <translation>1 Karte gelesen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="220"/>
        <source>%L1 cards read</source>
        <translation>%L1 Karten gelesen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="222"/>
        <source>1 near miss taken</source>
        <translation>1 Beinahe-Treffer übernommen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="222"/>
        <source>%L1 near misses taken</source>
        <translation>%L1 Beinahe-Treffer übernommen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="226"/>
        <source>%1 of %2 ambiguous lines chosen</source>
        <translation>%1 von %2 mehrdeutigen Zeilen entschieden</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="228"/>
        <source>1 line naming no card</source>
        <translation>1 Zeile ohne erkannte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="229"/>
        <source>%L1 lines naming no card</source>
        <translation>%L1 Zeilen ohne erkannte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="234"/>
        <source>1 line that is not text (save the file as UTF-8)</source>
        <translation>1 Zeile, die kein Text ist (Datei als UTF-8 speichern)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="235"/>
        <source>%L1 lines that are not text (save the file as UTF-8)</source>
        <translation>%L1 Zeilen, die kein Text sind (Datei als UTF-8 speichern)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="237"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="239"/>
        <source>Where two cards are nearly as close, choose the one that was meant or skip the line.</source>
        <translation>Wo zwei Karten fast gleich gut passen, wählen Sie die gemeinte Karte oder überspringen Sie die Zeile.</translation>
    </message>
</context>
<context>
    <name>inwo::DeckModel</name>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="95"/>
        <source>Lead</source>
        <translation>Startkarten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="97"/>
        <source>Group Deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="99"/>
        <source>Plot Deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="101"/>
        <source>Shared Groups</source>
        <translation>Gemeinsame Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="103"/>
        <source>Shared Plots</source>
        <translation>Gemeinsame Plots</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="112"/>
        <source>Organizations</source>
        <translation>Organisationen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="114"/>
        <source>Personalities</source>
        <translation>Persönlichkeiten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="116"/>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="118"/>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="120"/>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="122"/>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="124"/>
        <source>New World Orders</source>
        <translation>Neue Weltordnungen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="126"/>
        <source>Disasters</source>
        <translation>Katastrophen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="128"/>
        <source>Assassinations</source>
        <translation>Attentate</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="130"/>
        <source>Illuminati as Agents</source>
        <translation>Illuminati als Agenten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="132"/>
        <source>Unknown Cards</source>
        <translation>Unbekannte Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="479"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="506"/>
        <source>%1 is not in the card database</source>
        <translation>%1 ist nicht in der Kartendatenbank</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="529"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="531"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="533"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="535"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="572"/>
        <source>Add %1 Cards</source>
        <translation>%1 Karten hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::DeckRegistrationSheet</name>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="74"/>
        <source>Lead</source>
        <translation>Startkarten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="76"/>
        <source>Group Deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="78"/>
        <source>Plot Deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="80"/>
        <source>Shared Groups</source>
        <translation>Gemeinsame Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="82"/>
        <source>Shared Plots</source>
        <translation>Gemeinsame Plots</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="91"/>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="93"/>
        <source>Illegal</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="95"/>
        <source>Legal as far as it can be checked</source>
        <translation>Zulässig, soweit prüfbar</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="102"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="103"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="300"/>
        <source>Page %L1 of %L2</source>
        <translation>Seite %L1 von %L2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="306"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="312"/>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="568"/>
        <source>Deck Registration Sheet</source>
        <translation>Deckregistrierungsbogen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="319"/>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="320"/>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="322"/>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="323"/>
        <source>Event:</source>
        <translation>Veranstaltung:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="325"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="327"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="340"/>
        <source>Deck Registration Sheet (continued)</source>
        <translation>Deckregistrierungsbogen (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="341"/>
        <source>Deck Registration Sheet: %1 (continued)</source>
        <translation>Deckregistrierungsbogen: %1 (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="372"/>
        <source>Verdict:</source>
        <translation>Prüfergebnis:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="377"/>
        <source>•</source>
        <comment>the bullet before each problem in the verdict</comment>
        <translation>•</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="385"/>
        <source>… and 1 more problem</source>
        <translation>… und 1 weiteres Problem</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="386"/>
        <source>… and %L1 more problems</source>
        <translation>… und %L1 weitere Probleme</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="410"/>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="426"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="428"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="430"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="432"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="468"/>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="485"/>
        <source>%1 total: %2</source>
        <translation>%1 gesamt: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="510"/>
        <source>Deck total: %1</source>
        <translation>Deck gesamt: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="513"/>
        <source>Lead %L1 · Group Deck %L2 · Plot Deck %L3</source>
        <translation>Startkarten %L1 · Gruppendeck %L2 · Plotdeck %L3</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="529"/>
        <source>Notes (continued)</source>
        <translation>Notizen (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="530"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="555"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="569"/>
        <source>Deck Registration Sheet: %1</source>
        <translation>Deckregistrierungsbogen: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="580"/>
        <source>the PDF could not be started</source>
        <translation>die PDF-Datei konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="584"/>
        <source>the PDF could not be finished</source>
        <translation>die PDF-Datei konnte nicht fertiggestellt werden</translation>
    </message>
</context>
<context>
    <name>inwo::DeckStatsWidget</name>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="39"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="40"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="45"/>
        <source>Group deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="46"/>
        <source>Plot deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="66"/>
        <source>&lt;%1%</source>
        <comment>a percentage above 0 that rounds to 0</comment>
        <translation>&lt;%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="70"/>
        <source>&gt;%1%</source>
        <comment>a percentage below 100 that rounds to 100</comment>
        <translation>&gt;%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="73"/>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="119"/>
        <source>%1 of %2 cards in the %3 is of type %4</source>
        <translation>%1 von %2 Karten im %3 ist vom Typ %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="120"/>
        <source>%1 of %2 cards in the %3 are of type %4</source>
        <translation>%1 von %2 Karten im %3 sind vom Typ %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="123"/>
        <source>%1 of %2 cards in the %3 is %4</source>
        <translation>%1 von %2 Karten im %3 hat die Gesinnung %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="124"/>
        <source>%1 of %2 cards in the %3 are %4</source>
        <translation>%1 von %2 Karten im %3 haben die Gesinnung %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="127"/>
        <source>%1 of %2 cards in the %3 has the attribute %4</source>
        <translation>%1 von %2 Karten im %3 hat das Attribut %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="128"/>
        <source>%1 of %2 cards in the %3 have the attribute %4</source>
        <translation>%1 von %2 Karten im %3 haben das Attribut %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="131"/>
        <source>%1 of %2 cards in the %3 has the keyword %4</source>
        <translation>%1 von %2 Karten im %3 hat das Schlüsselwort %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="132"/>
        <source>%1 of %2 cards in the %3 have the keyword %4</source>
        <translation>%1 von %2 Karten im %3 haben das Schlüsselwort %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="135"/>
        <source>%1 of %2 cards in the %3 is a copy of %4</source>
        <translation>%1 von %2 Karten im %3 ist ein Exemplar von %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="136"/>
        <source>%1 of %2 cards in the %3 are copies of %4</source>
        <translation>%1 von %2 Karten im %3 sind Exemplare von %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="183"/>
        <source>%1 %2: %3</source>
        <comment>Power 4: 3 cards</comment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="191"/>
        <source>%1 *: %2 (set by the card&apos;s text)</source>
        <comment>Power *: 1 card</comment>
        <translation>%1 *: %2 (durch den Kartentext bestimmt)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="313"/>
        <source>The deck is empty: add cards to see their statistics.</source>
        <translation>Das Deck ist leer: Fügen Sie Karten hinzu, um ihre Statistik zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="316"/>
        <source>%1: %L2 lead, %L3 in the Group deck, %L4 in the Plot deck.</source>
        <translation>%1: Startkarten %L2, Gruppendeck %L3, Plotdeck %L4.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="322"/>
        <source>1 card is not in the card database and is left out of the charts.</source>
        <translation>1 Karte ist nicht in der Kartendatenbank und fehlt in den Diagrammen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="325"/>
        <source>%L1 cards are not in the card database and are left out of the charts.</source>
        <translation>%L1 Karten sind nicht in der Kartendatenbank und fehlen in den Diagrammen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="337"/>
        <source>%1: %2</source>
        <comment>chart tooltip: label and number of cards</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="382"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="683"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="384"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="687"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="395"/>
        <source>%1 (%L2 drawn)</source>
        <comment>pile and number of cards drawn</comment>
        <translation>%1 (%L2 gezogen)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="403"/>
        <source>%L1 of %L2</source>
        <translation>%L1 von %L2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="408"/>
        <source>The chance of at least one %1 among the first %L2 cards of the %3 (rulebook, Setup steps 4 and 6).</source>
        <translation>Die Chance auf mindestens eine Karte vom Typ %1 unter den ersten %L2 Karten aus dem %3 (Regelheft, Spielvorbereitung, Schritte 4 und 6).</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="417"/>
        <source>Add cards to the Group deck or the Plot deck to see the chances of the opening hand.</source>
        <translation>Fügen Sie dem Gruppendeck oder dem Plotdeck Karten hinzu, um die Chancen der Starthand zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="422"/>
        <source>The chance of at least one card of each type in the opening hand: %L1 cards from the Group deck and %L2 from the Plot deck.</source>
        <translation>Die Chance auf mindestens eine Karte jedes Typs in der Starthand: %L1 Karten aus dem Gruppendeck und %L2 aus dem Plotdeck.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="510"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="543"/>
        <source>%1: %2 (%L3)</source>
        <comment>kind of card: category, name, copies</comment>
        <translation>%1: %2 (%L3)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="522"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="715"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="526"/>
        <source>Alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="530"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="534"/>
        <source>Keyword</source>
        <translation>Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="544"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="581"/>
        <source>The %1 is empty.</source>
        <translation>Das %1 ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="582"/>
        <source>Choose a kind of card.</source>
        <translation>Wählen Sie eine Kartenart.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="583"/>
        <source>Chance of at least k cards</source>
        <translation>Chance auf mindestens k Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="592"/>
        <source>at least %L1 in 1 draw</source>
        <translation>mindestens %L1 bei 1 gezogenen Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="593"/>
        <source>at least %L1 in %L2 draws</source>
        <translation>mindestens %L1 bei %L2 gezogenen Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="595"/>
        <source>%1 — %2; %3.</source>
        <comment>draw odds: chance, cards of the kind, question</comment>
        <translation>%1 – %2; %3.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="611"/>
        <source>At least %L1: %2</source>
        <translation>Mindestens %L1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="615"/>
        <source>Chance of at least k in 1 draw</source>
        <translation>Chance auf mindestens k bei 1 gezogenen Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="616"/>
        <source>Chance of at least k in %L1 draws</source>
        <translation>Chance auf mindestens k bei %L1 gezogenen Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="679"/>
        <source>Cards by type</source>
        <translation>Karten nach Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="680"/>
        <source>Cards by back</source>
        <translation>Karten nach Rückseite</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="681"/>
        <source>Cards by alignment</source>
        <translation>Karten nach Gesinnung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="682"/>
        <source>Cards by attribute</source>
        <translation>Karten nach Attribut</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="684"/>
        <source>Copies per printed Power, of the Groups and Illuminati (and any other card that prints a Power). * is a Power set by the card&apos;s text.</source>
        <translation>Exemplare je aufgedruckter Macht, bei Gruppen und Illuminati (und jeder anderen Karte mit aufgedruckter Macht). * ist eine Macht, die der Kartentext bestimmt.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="688"/>
        <source>Copies per printed Resistance, of the Groups.</source>
        <translation>Exemplare je aufgedrucktem Widerstand, bei den Gruppen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="699"/>
        <source>The rulebook&apos;s opening hand (rulebook, Setup steps 4 and 6): each player draws %L1 Group cards and %L2 Plot cards.</source>
        <translation>Die Starthand laut Regelheft (Spielvorbereitung, Schritte 4 und 6): Jeder Spieler zieht %L1 Gruppenkarten und %L2 Plotkarten.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="703"/>
        <source>Opening hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="715"/>
        <source>Pile</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="715"/>
        <source>Cards in pile</source>
        <translation>Karten im Stapel</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="715"/>
        <source>At least one</source>
        <translation>Mindestens eine</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="734"/>
        <source>Draw odds</source>
        <translation>Ziehchancen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="750"/>
        <source>How many cards you draw from the pile.</source>
        <translation>Wie viele Karten Sie vom Stapel ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="755"/>
        <source>How many cards of the kind you want among them, at least.</source>
        <translation>Wie viele Karten dieser Art Sie mindestens darunter haben möchten.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="757"/>
        <source>&amp;Draw from:</source>
        <translation>Z&amp;iehen aus:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="759"/>
        <source>&amp;Cards drawn:</source>
        <translation>Gez&amp;ogene Karten:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="761"/>
        <source>&amp;Kind of card:</source>
        <translation>Kartena&amp;rt:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="763"/>
        <source>&amp;At least:</source>
        <translation>&amp;Mindestens:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="782"/>
        <source>Click a bar to ask for at least that many.</source>
        <translation>Klicken Sie auf einen Balken, um nach mindestens so vielen zu fragen.</translation>
    </message>
</context>
<context>
    <name>inwo::EnumNames</name>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="48"/>
        <location filename="../ui/common/enumnames.cpp" line="243"/>
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
        <location filename="../ui/common/enumnames.cpp" line="44"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="46"/>
        <source>Church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="48"/>
        <source>Coastal</source>
        <translation>Küste</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="33"/>
        <location filename="../ui/common/enumnames.cpp" line="50"/>
        <source>Communist</source>
        <translation>Kommunistisch</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="35"/>
        <source>Socialist</source>
        <translation>Sozialistisch</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="52"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="54"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="56"/>
        <source>Huge</source>
        <translation>Riesig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="58"/>
        <source>Magic</source>
        <comment>attribute</comment>
        <translation>Magie</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="60"/>
        <source>Media</source>
        <translation>Medien</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="62"/>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="64"/>
        <source>Science</source>
        <translation>Wissenschaft</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="66"/>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="68"/>
        <source>Space</source>
        <translation>Weltraum</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="70"/>
        <source>SubGenius</source>
        <comment>attribute</comment>
        <translation>SubGenius</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="79"/>
        <source>Limited/Unlimited</source>
        <translation>Limited/Unlimited</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="81"/>
        <source>Assassins</source>
        <translation>Assassins</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="83"/>
        <source>SubGenius</source>
        <comment>card set</comment>
        <translation>SubGenius</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="85"/>
        <source>Virtual</source>
        <translation>Virtual</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="87"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="89"/>
        <source>German 2</source>
        <translation>Deutsch 2</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="91"/>
        <source>Fan</source>
        <translation>Fan</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="100"/>
        <source>Group</source>
        <comment>card back</comment>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="102"/>
        <source>Plot</source>
        <comment>card back</comment>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="111"/>
        <source>Organization</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="113"/>
        <source>Personality</source>
        <translation>Persönlichkeit</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="115"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="117"/>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="119"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="121"/>
        <source>Plot</source>
        <comment>card type</comment>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="123"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="125"/>
        <source>Disaster</source>
        <translation>Katastrophe</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="127"/>
        <source>Assassination</source>
        <translation>Attentat</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="129"/>
        <source>New World Order</source>
        <translation>Neue Weltordnung</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="138"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="140"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="142"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="151"/>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="153"/>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="155"/>
        <source>Gadget</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="157"/>
        <source>Magic</source>
        <comment>resource kind</comment>
        <translation>Magie</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="166"/>
        <source>Zap!</source>
        <translation>Zap!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="168"/>
        <source>Freeze!</source>
        <translation>Einfrieren!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="170"/>
        <source>Paralysis</source>
        <translation>Lähmung</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="172"/>
        <source>Disaster!</source>
        <translation>Katastrophe!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="174"/>
        <source>Assassination!</source>
        <translation>Attentat!</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="176"/>
        <source>Ends Turn</source>
        <translation>Beendet den Zug</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="178"/>
        <source>Draw No Group Cards This Turn</source>
        <translation>In diesem Zug keine Gruppenkarten ziehen</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="180"/>
        <source>Draw No Plot Cards This Turn</source>
        <translation>In diesem Zug keine Plotkarten ziehen</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="182"/>
        <source>Expose All Plots</source>
        <translation>Alle Plots aufdecken</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="184"/>
        <source>Spend No Illuminati Tokens</source>
        <translation>Keine Illuminati-Marker ausgeben</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="193"/>
        <source>Common</source>
        <translation>Häufig</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="195"/>
        <source>Uncommon</source>
        <translation>Ungewöhnlich</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="197"/>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="199"/>
        <source>Uncommon (U3)</source>
        <translation>Ungewöhnlich (U3)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="201"/>
        <source>Uncommon (U4)</source>
        <translation>Ungewöhnlich (U4)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="203"/>
        <source>Ultra Rare</source>
        <translation>Ultraselten</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="205"/>
        <source>DC</source>
        <comment>rarity code</comment>
        <translation>DC</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="207"/>
        <source>E</source>
        <comment>rarity code</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="209"/>
        <source>Illuminati</source>
        <comment>rarity</comment>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="211"/>
        <source>Promotional</source>
        <translation>Promo</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="213"/>
        <source>X</source>
        <comment>rarity code</comment>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="221"/>
        <source>%1 (%2)</source>
        <comment>NWO type and colour</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="228"/>
        <source>NWO (%1)</source>
        <comment>short type of a New World Order card</comment>
        <translation>NWO (%1)</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="230"/>
        <source>NWO</source>
        <comment>short type of a New World Order card</comment>
        <translation>NWO</translation>
    </message>
    <message>
        <location filename="../ui/common/enumnames.cpp" line="240"/>
        <source>%1 (sometimes)</source>
        <translation>%1 (manchmal)</translation>
    </message>
</context>
<context>
    <name>inwo::GroupEditor</name>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="91"/>
        <source>a card&apos;s name, or any name</source>
        <translation>Name einer Karte oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="100"/>
        <source>Printed Power</source>
        <translation>Aufgedruckte Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="101"/>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="456"/>
        <source>Printed Global Power; the attack cuts it down when Power falls below it</source>
        <translation>Aufgedruckte Globale Macht; der Angriff senkt sie, wenn die Macht darunter fällt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="103"/>
        <source>Printed Resistance</source>
        <translation>Aufgedruckter Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="110"/>
        <source>&amp;Power</source>
        <translation>&amp;Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="112"/>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="454"/>
        <source>&amp;Global</source>
        <translation>G&amp;lobal</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="114"/>
        <source>&amp;Resistance</source>
        <translation>&amp;Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="132"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="134"/>
        <source>An Illuminati card: no alignments; it may defend any group</source>
        <translation>Eine Illuminati-Karte: keine Gesinnungen; sie darf jede Gruppe verteidigen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="135"/>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="137"/>
        <source>Devastated</source>
        <translation>Verwüstet</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="139"/>
        <source>Power halved (round down) against attacks to destroy</source>
        <translation>Macht halbiert (abgerundet) gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="150"/>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="482"/>
        <source>Changes to its Power or Resistance: set, multiply, add</source>
        <translation>Änderungen ihrer Macht oder ihres Widerstands: setzen, multiplizieren, addieren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="162"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="164"/>
        <source>&amp;Alignments:</source>
        <translation>Ges&amp;innungen:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="165"/>
        <source>A&amp;ttributes:</source>
        <translation>A&amp;ttribute:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="167"/>
        <source>&amp;Modifiers:</source>
        <translation>Modi&amp;fikatoren:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="178"/>
        <source>none spent</source>
        <translation>keine ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="179"/>
        <source>Action tokens the target spends defending itself: each counts its Power twice</source>
        <translation>Aktionsmarker, die das Ziel zur eigenen Verteidigung ausgibt: Mit jedem zählt seine Macht doppelt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="181"/>
        <source>Own t&amp;okens:</source>
        <translation>Eigene Akti&amp;onsmarker:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="184"/>
        <source>T&amp;okens spent:</source>
        <translation>Ausgegebene Mar&amp;ker:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="191"/>
        <source>attacker</source>
        <translation>attacker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="191"/>
        <source>defender</source>
        <translation>defender</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="192"/>
        <source>&quot;attacker&quot;, &quot;defender&quot;, or a third player&apos;s name</source>
        <translation>„attacker“ (Angreifer), „defender“ (Verteidiger) oder der Name eines dritten Spielers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="194"/>
        <source>P&amp;layer:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="203"/>
        <source>&amp;Relation:</source>
        <translation>&amp;Beziehung:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="214"/>
        <source>How near the target is to its Illuminati</source>
        <translation>Wie nah das Ziel an seinen Illuminati ist</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="225"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="227"/>
        <source>The group controlling the target: each alignment they share gives +4 Resistance against control</source>
        <translation>Die Gruppe, die das Ziel kontrolliert: Jede gemeinsame Gesinnung gibt +4 Widerstand gegen Kontrolle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="234"/>
        <source>The master&apos;s alignments</source>
        <translation>Gesinnungen des Meisters</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="241"/>
        <source>Ma&amp;ster:</source>
        <translation>Meiste&amp;r:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="243"/>
        <source>Posi&amp;tion:</source>
        <translation>&amp;Position:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="244"/>
        <source>&amp;Held by:</source>
        <translation>Im Besit&amp;z von:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="454"/>
        <source>&amp;Transferable</source>
        <translation>&amp;Übertragbar</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="455"/>
        <source>Transferable Power: what it may lend to an attack</source>
        <translation>Übertragbare Macht: was sie zu einem Angriff beisteuern darf</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="477"/>
        <source>None…</source>
        <translation>Keine…</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="491"/>
        <source> token spent</source>
        <translation> Marker ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="491"/>
        <source> tokens spent</source>
        <translation> Marker ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="493"/>
        <source> token</source>
        <translation> Marker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="493"/>
        <source> tokens</source>
        <translation> Marker</translation>
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
        <location filename="../ui/mainwindow.cpp" line="52"/>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <location filename="../ui/mainwindow.cpp" line="224"/>
        <source>&amp;Deck Editor</source>
        <translation>Deck-&amp;Editor</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="54"/>
        <location filename="../ui/mainwindow.cpp" line="228"/>
        <source>&amp;Adjudicator</source>
        <translation>&amp;Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="127"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="128"/>
        <source>&amp;New Deck</source>
        <translation>&amp;Neues Deck</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="134"/>
        <source>Start an empty deck in the deck editor</source>
        <translation>Ein leeres Deck im Deck-Editor beginnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="135"/>
        <source>&amp;Open Deck…</source>
        <translation>Deck &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="141"/>
        <source>Open one of the decks saved in your database</source>
        <translation>Eines der in Ihrer Datenbank gespeicherten Decks öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="143"/>
        <source>&amp;Save Deck</source>
        <translation>Deck &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="146"/>
        <source>Save the deck in your database</source>
        <translation>Das Deck in Ihrer Datenbank speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="148"/>
        <source>&amp;Import Deck File…</source>
        <translation>Deck-Datei &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="154"/>
        <source>Read a LackeyCCG .dek file or a text deck list</source>
        <translation>Eine LackeyCCG-.dek-Datei oder eine Deckliste als Text einlesen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="156"/>
        <source>&amp;Export Deck…</source>
        <translation>Deck &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="160"/>
        <source>Write the deck as a .dek file, a text list, a CSV table or a PDF registration sheet</source>
        <translation>Das Deck als .dek-Datei, Textliste, CSV-Tabelle oder PDF-Registrierungsbogen speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="164"/>
        <source>Import &amp;LackeyCCG Folder…</source>
        <translation>&amp;LackeyCCG-Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="167"/>
        <source>Import card text, errata and images from your own LackeyCCG INWO plugin folder</source>
        <translation>Kartentexte, Errata und Bilder aus Ihrem eigenen LackeyCCG-INWO-Plugin-Ordner importieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="170"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="175"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="176"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="179"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="189"/>
        <source>&amp;Find Cards</source>
        <translation>Karten &amp;suchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="196"/>
        <source>Move to the card search field</source>
        <translation>Zum Suchfeld für Karten wechseln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="198"/>
        <source>A&amp;ttack</source>
        <translation>An&amp;griff</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="209"/>
        <source>&amp;New Attack Scenario</source>
        <translation>&amp;Neues Angriffsszenario</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="211"/>
        <source>&amp;Open Attack Scenario…</source>
        <translation>Angriffsszenario &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="213"/>
        <source>&amp;Save Attack Scenario</source>
        <translation>Angriffsszenario &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="215"/>
        <source>Save Attack Scenario &amp;As…</source>
        <translation>Angriffsszenario speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="218"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="234"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="236"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="239"/>
        <source>&amp;Search Syntax</source>
        <translation>&amp;Suchsyntax</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>How to write card search queries</source>
        <translation>Wie man Suchanfragen für Karten schreibt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="245"/>
        <source>&amp;About INWO Assistant</source>
        <translation>&amp;Über INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="248"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="286"/>
        <source>%1[*] — INWO Assistant</source>
        <translation>%1[*] – INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="288"/>
        <source>INWO Assistant[*]</source>
        <translation>INWO Assistant[*]</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="302"/>
        <source>Unsaved Attack Scenario</source>
        <translation>Ungespeichertes Angriffsszenario</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="303"/>
        <source>The attack scenario has changes that are not saved. Save them?</source>
        <translation>Das Angriffsszenario hat ungespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>Choose Your LackeyCCG INWO Plugin Folder</source>
        <translation>Ihren LackeyCCG-INWO-Plugin-Ordner wählen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="366"/>
        <source>About INWO Assistant</source>
        <translation>Über INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="367"/>
        <source>&lt;h3&gt;INWO Assistant&lt;/h3&gt;&lt;p&gt;A desktop companion for players of the card game &lt;i&gt;Illuminati: New World Order&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Card database: %1&lt;br&gt;Cards: %L2&lt;/p&gt;&lt;p&gt;INWO Assistant is a fan project, not affiliated with Steve Jackson Games. Card texts and images are never bundled; you can import them from your own LackeyCCG plugin folder.&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;INWO Assistant&lt;/h3&gt;&lt;p&gt;Ein Begleiter am Computer für Spieler des Kartenspiels &lt;i&gt;Illuminati: New World Order&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Kartendatenbank: %1&lt;br&gt;Karten: %L2&lt;/p&gt;&lt;p&gt;INWO Assistant ist ein Fanprojekt und steht in keiner Verbindung zu Steve Jackson Games. Kartentexte und -bilder werden nie mitgeliefert; Sie können sie aus Ihrem eigenen LackeyCCG-Plugin-Ordner importieren.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>inwo::ModifiersDialog</name>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="47"/>
        <source>%1 Res</source>
        <comment>a change of Resistance, as in &quot;+2 Res&quot;</comment>
        <translation>%1 Wid.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="58"/>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="58"/>
        <source>Modifiers of %1</source>
        <translation>Modifikatoren von %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="61"/>
        <source>Set to a number first, then the single highest multiplier, then additions. A permanent change lasts (and counts for goals); the others are for this attack.</source>
        <translation>Zuerst wird auf einen Wert gesetzt, dann gilt nur der höchste Multiplikator, dann die Additionen. Eine dauerhafte Änderung bleibt bestehen (und zählt für Ziele); die anderen gelten nur für diesen Angriff.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="69"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="69"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="69"/>
        <source>Of</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="69"/>
        <source>In</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="69"/>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="69"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="79"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="81"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="109"/>
        <source>Set to</source>
        <translation>Setzen auf</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="110"/>
        <source>Multiply by</source>
        <translation>Multiplizieren mit</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="111"/>
        <source>Add</source>
        <translation>Addieren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="127"/>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="203"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="128"/>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="203"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="132"/>
        <source>any use</source>
        <translation>jeden Einsatz</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="133"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="134"/>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="140"/>
        <source>card or ability</source>
        <translation>Karte oder Fähigkeit</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="206"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="208"/>
        <source>%1, in attack only</source>
        <translation>%1, nur im Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="210"/>
        <source>%1, in defence only</source>
        <translation>%1, nur in der Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="211"/>
        <source>%1, permanent</source>
        <translation>%1, dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="211"/>
        <source>%1, for this attack</source>
        <translation>%1, für diesen Angriff</translation>
    </message>
</context>
<context>
    <name>inwo::MoveCopiesCommand</name>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="81"/>
        <source>Move %1 to %2</source>
        <translation>%1 nach „%2“ verschieben</translation>
    </message>
</context>
<context>
    <name>inwo::OpenDeckDialog</name>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="29"/>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="64"/>
        <source>Open Deck</source>
        <translation>Deck öffnen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="34"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="34"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="34"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="34"/>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="43"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="65"/>
        <source>The decks could not be listed:
%1</source>
        <translation>Die Decks konnten nicht aufgelistet werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="69"/>
        <source>(untitled)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="117"/>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="127"/>
        <source>Delete Deck</source>
        <translation>Deck löschen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="118"/>
        <source>Delete the deck “%1” from your database? This cannot be undone.</source>
        <translation>Das Deck „%1“ aus Ihrer Datenbank löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="128"/>
        <source>The deck could not be deleted:
%1</source>
        <translation>Das Deck konnte nicht gelöscht werden:
%1</translation>
    </message>
</context>
<context>
    <name>inwo::ParticipantStatus</name>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="65"/>
        <source>seed %1</source>
        <translation>seed %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="77"/>
        <source>%1 counted</source>
        <translation>%1 angerechnet</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="79"/>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="81"/>
        <source>not adjudicated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="100"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="102"/>
        <source>Counted: %1</source>
        <translation>Angerechnet: %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="103"/>
        <source>The attack itself is illegal, so nobody&apos;s part is counted.</source>
        <translation>Der Angriff selbst ist unzulässig, daher wird kein Beitrag angerechnet.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="106"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>inwo::RemoveCopiesCommand</name>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="47"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="47"/>
        <source>Remove %1 × %2</source>
        <translation>%1 × %2 entfernen</translation>
    </message>
</context>
<context>
    <name>inwo::VerdictPanel</name>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="29"/>
        <source>Deck size</source>
        <translation>Deckgröße</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="31"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="33"/>
        <source>Group deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="35"/>
        <source>Plot deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="37"/>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="39"/>
        <source>Restricted</source>
        <translation>Eingeschränkt</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="41"/>
        <source>Ultra Restricted</source>
        <translation>Stark eingeschränkt</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="43"/>
        <source>Banned</source>
        <translation>Verboten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="45"/>
        <source>Set not allowed</source>
        <translation>Edition nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="47"/>
        <source>Unknown card</source>
        <translation>Unbekannte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="56"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="57"/>
        <source>“%1” (%2)</source>
        <translation>„%1“ (%2)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="152"/>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="293"/>
        <source>No format</source>
        <translation>Kein Format</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="160"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="168"/>
        <source>Click a violation to select its cards in the deck</source>
        <translation>Klicken Sie auf einen Verstoß, um seine Karten im Deck auszuwählen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="170"/>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="178"/>
        <source>Fo&amp;rmat:</source>
        <translation>Fo&amp;rmat:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="199"/>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="201"/>
        <source>Illegal</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="203"/>
        <source>Legal as far as it can be checked</source>
        <translation>Zulässig, soweit prüfbar</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="224"/>
        <source>Format files that could not be read:
%1</source>
        <translation>Formatdateien, die nicht gelesen werden konnten:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="309"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="315"/>
        <source>None: the deck keeps every rule that can be checked.</source>
        <translation>Keine: Das Deck hält alle prüfbaren Regeln ein.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="319"/>
        <source>Violations (%1)</source>
        <translation>Verstöße (%1)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="325"/>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="95"/>
        <location filename="../app/gui/main.cpp" line="133"/>
        <location filename="../app/gui/main.cpp" line="163"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="99"/>
        <source>Card browser and helper for Illuminati: New World Order.</source>
        <translation>Kartenbrowser und Helfer für Illuminati: New World Order.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="104"/>
        <source>Use the card database &lt;path&gt; instead of the default (the INWO_DB environment variable, or the user&apos;s data folder).</source>
        <translation>Die Kartendatenbank &lt;Pfad&gt; statt der voreingestellten verwenden (Umgebungsvariable INWO_DB oder der Datenordner des Benutzers).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="107"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="110"/>
        <source>Quit as soon as the main window has been painted for the first time (for start-up benchmarks).</source>
        <translation>Beenden, sobald das Hauptfenster zum ersten Mal gezeichnet wurde (für Startzeit-Messungen).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="128"/>
        <source>The card database %1 could not be opened:
%2</source>
        <translation>Die Kartendatenbank %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="159"/>
        <source>The card database %1 could not be recovered:
%2</source>
        <translation>Die Kartendatenbank %1 konnte nicht wiederhergestellt werden:
%2</translation>
    </message>
</context>
</TS>
