<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbilityWords</name>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="17"/>
        <source>+6 for its player&apos;s control and destroy attacks on Magic groups</source>
        <translation>+6 für Angriffe seines Spielers zur Kontrolle und Zerstörung von Magiegruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="18"/>
        <source>May declare one of its player&apos;s attacks privileged each turn</source>
        <translation>Darf jeden Zug einen Angriff seines Spielers für privilegiert erklären</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="19"/>
        <source>+4 for its player&apos;s control attacks on Weird groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle verrückter Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="20"/>
        <source>Government and Straight groups cannot attack or affect its Power Structure</source>
        <translation>Regierungsgruppen und spießige Gruppen können seine Machtstruktur weder angreifen noch darauf einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="21"/>
        <source>+4 for its player&apos;s control attacks on Banks (not on Corporate groups)</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle von Banken (nicht von Wirtschaftsgruppen)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="22"/>
        <source>+4 for its player&apos;s destroy attacks, Disasters and Assassinations included</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung, Katastrophen und Attentate eingeschlossen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="23"/>
        <source>Every group of its Power Structure defends at +5, instant attacks included</source>
        <translation>Jede Gruppe seiner Machtstruktur verteidigt mit +5, auch gegen Sofortangriffe</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="24"/>
        <source>Its player may destroy Violent groups only</source>
        <translation>Sein Spieler darf nur gewalttätige Gruppen zerstören</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="25"/>
        <source>Its Fanatic groups may treat another group&apos;s Fanatic as a shared alignment</source>
        <translation>Seine fanatischen Gruppen dürfen Fanatisch bei einer anderen Gruppe als gemeinsame Gesinnung werten</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="26"/>
        <source>Fanatic groups of its Power Structure use their Power as Global Power</source>
        <translation>Fanatische Gruppen seiner Machtstruktur nutzen ihre Macht als Globale Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="27"/>
        <source>+2 when the Church itself attacks to control a SubGenius group</source>
        <translation>+2, wenn die Church selbst eine SubGenius-Gruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="28"/>
        <source>Its SubGenius groups get +2 leading an attack to control a SubGenius group</source>
        <translation>Seine SubGenius-Gruppen erhalten +2, wenn sie einen Angriff zur Kontrolle einer SubGenius-Gruppe führen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="29"/>
        <source>+4 for its player&apos;s control attacks on Computer, Magic or Science groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle von Computer-, Magie- oder Wissenschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="30"/>
        <source>Criminal groups cannot attack its Power Structure</source>
        <translation>Kriminelle Gruppen können seine Machtstruktur nicht angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="31"/>
        <source>+5 for its player&apos;s control attacks on Church groups</source>
        <translation>+5 für Angriffe seines Spielers zur Kontrolle von Kirchengruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="32"/>
        <source>+4 for its player&apos;s destroy attacks on Magic groups</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung von Magiegruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="33"/>
        <source>+2 for its player&apos;s control attacks on Computer groups; adds up per attribute</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle von Computergruppen; summiert sich je Attribut</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="34"/>
        <source>+2 for its player&apos;s control attacks on Science groups; adds up per attribute</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle von Wissenschaftsgruppen; summiert sich je Attribut</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="35"/>
        <source>+2 for its player&apos;s control attacks on Space groups; adds up per attribute</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle von Weltraumgruppen; summiert sich je Attribut</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="36"/>
        <source>+3 for its player&apos;s control attacks on US Government groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle von US-Regierungsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="37"/>
        <source>part of the US: a US place, or a US federal or state government body</source>
        <translation>Teil der USA: ein Ort in den USA oder eine Regierungsstelle des US-Bundes oder eines US-Bundesstaats</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="38"/>
        <source>+8 when Clinton himself attacks to control a Government group</source>
        <translation>+8, wenn Clinton selbst eine Regierungsgruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="39"/>
        <source>+4 when the Hackers themselves attack to control a Computer group</source>
        <translation>+4, wenn die Hackers selbst eine Computergruppe zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="40"/>
        <source>+2 for its player&apos;s attacks to control or destroy Computer groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle oder Zerstörung von Computergruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="41"/>
        <source>Peaceful groups may not attack, or aid attacks on, its Power Structure</source>
        <translation>Friedliche Gruppen dürfen seine Machtstruktur weder angreifen noch Angriffe darauf unterstützen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="42"/>
        <source>Fanatic groups cannot attack or affect it</source>
        <translation>Fanatische Gruppen können es weder angreifen noch darauf einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="43"/>
        <source>Defends at +20 against Disasters</source>
        <translation>Verteidigt mit +20 gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="44"/>
        <source>Defends at +20 against every attack to destroy it</source>
        <translation>Verteidigt mit +20 gegen jeden Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="45"/>
        <source>A Corporate master of China gets one more Action token</source>
        <translation>Ist der Meister von China eine Wirtschaftsgruppe, erhält er einen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="46"/>
        <source>An Earthquake cannot affect it (a nuclear Disaster can)</source>
        <translation>Earthquake kann nicht darauf einwirken (eine nukleare Katastrophe schon)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="47"/>
        <source>No Disaster affects it but Meteor Strike and Nuclear Accident</source>
        <translation>Keine Katastrophe wirkt auf es außer Meteor Strike und Nuclear Accident</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="48"/>
        <source>No Disaster affects it except Earthquake and Meteor Strike</source>
        <translation>Außer Earthquake und Meteor Strike wirkt keine Katastrophe darauf ein</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="49"/>
        <source>+4 for its player&apos;s control and destroy attacks on Space groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle und Zerstörung von Weltraumgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="50"/>
        <source>A Personality linked to it defends at +6 against Assassinations</source>
        <translation>Eine damit verbundene Persönlichkeit verteidigt mit +6 gegen Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="51"/>
        <source>Its player&apos;s other Computer groups have +1 Power</source>
        <translation>Die anderen Computergruppen seines Spielers haben +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="52"/>
        <source>+3 for its player&apos;s attacks to control Computer groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle von Computergruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="53"/>
        <source>+3 for its player&apos;s attacks to control the Convenience Stores</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle der Convenience Stores</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="54"/>
        <source>Its player&apos;s other Criminal groups have +1 Power</source>
        <translation>Die anderen kriminellen Gruppen seines Spielers haben +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="55"/>
        <source>Each Personality its player controls has +1 Power</source>
        <translation>Jede Persönlichkeit, die sein Spieler kontrolliert, hat +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="56"/>
        <source>Straight groups cannot attack Empty Vee</source>
        <translation>Spießige Gruppen können Empty Vee nicht angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="57"/>
        <source>Straight groups cannot attack the other Media groups of its Power Structure</source>
        <translation>Spießige Gruppen können die anderen Mediengruppen seiner Machtstruktur nicht angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="58"/>
        <source>Its master, always a Personality, has +2 Power</source>
        <translation>Sein Meister, stets eine Persönlichkeit, hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="59"/>
        <source>Its master&apos;s Resistance is tripled</source>
        <translation>Der Widerstand seines Meisters wird verdreifacht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="60"/>
        <source>The linked group&apos;s Power is doubled</source>
        <translation>Die Macht der verbundenen Gruppe wird verdoppelt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="61"/>
        <source>Its player&apos;s Government groups have +2 Power</source>
        <translation>Die Regierungsgruppen seines Spielers haben +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="62"/>
        <source>Its player is immune to the Phone Phreaks</source>
        <translation>Sein Spieler ist immun gegen die Phone Phreaks</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="63"/>
        <source>A token from it gives one group +2 Power for defence</source>
        <translation>Sein Aktionsmarker gibt einer Gruppe +2 Macht zur Verteidigung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="64"/>
        <source>Its token gives +2 to any attack led by a Government or Violent group</source>
        <translation>Sein Aktionsmarker gibt +2 auf jeden Angriff, den eine Regierungsgruppe oder eine gewalttätige Gruppe führt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="65"/>
        <source>The group it is linked to gets a second Action token</source>
        <translation>Die damit verbundene Gruppe erhält einen zweiten Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="66"/>
        <source>Its player&apos;s Tornado, Rain of Frogs or Hurricane get +10 (Tidal Wave: no)</source>
        <translation>Tornado, Rain of Frogs oder Hurricane seines Spielers erhalten +10 (Tidal Wave nicht)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="67"/>
        <source>Or a token gives +4 to an attack to destroy, Disasters included, on a Place</source>
        <translation>Oder sein Aktionsmarker gibt einem Angriff zur Zerstörung eines Ortes +4, Katastrophen eingeschlossen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="68"/>
        <source>not a Space Place</source>
        <translation>kein Weltraumort</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="69"/>
        <source>Triples the Power for defence of its player&apos;s groups of one chosen alignment</source>
        <translation>Verdreifacht die Macht zur Verteidigung der Gruppen seines Spielers mit einer gewählten Gesinnung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="70"/>
        <source>groups of the alignment chosen when it is played</source>
        <translation>Gruppen der Gesinnung, die beim Ausspielen gewählt wurde</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="71"/>
        <source>Triples the Resistance of its player&apos;s groups of one chosen alignment</source>
        <translation>Verdreifacht den Widerstand der Gruppen seines Spielers mit einer gewählten Gesinnung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="72"/>
        <source>+10 to an attack for the Violent group that uses it</source>
        <translation>+10 auf einen Angriff für die gewalttätige Gruppe, die es einsetzt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="73"/>
        <source>+10 to the defence for the Violent group that uses it</source>
        <translation>+10 auf die Verteidigung für die gewalttätige Gruppe, die es einsetzt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="74"/>
        <source>+10 to one group&apos;s defence</source>
        <translation>+10 auf die Verteidigung einer Gruppe</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="75"/>
        <source>who may use it is printed on the card, not in the seeds</source>
        <translation>wer es einsetzen darf, steht auf der Karte, nicht in den Quellen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="76"/>
        <source>+10 to an action of one Weird group of its player</source>
        <translation>+10 auf eine Aktion einer verrückten Gruppe seines Spielers</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="77"/>
        <source>The group it is linked to has +2 Power</source>
        <translation>Die damit verbundene Gruppe hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="78"/>
        <source>The group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="79"/>
        <source>The Personality it is linked to has a Power of 4</source>
        <translation>Die damit verbundene Persönlichkeit hat Macht 4</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="80"/>
        <source>Every Criminal group in play has +1 Power</source>
        <translation>Jede kriminelle Gruppe im Spiel hat +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="81"/>
        <source>Every Corporate group in play has -2 Power</source>
        <translation>Jede Wirtschaftsgruppe im Spiel hat -2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="82"/>
        <source>Every Green group has -1 Power</source>
        <translation>Jede grüne Gruppe hat -1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="83"/>
        <source>Defends at +10 against attacks to destroy it</source>
        <translation>Verteidigt mit +10 gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="84"/>
        <source>Its player&apos;s Organizations defend at +4 against attacks to destroy</source>
        <translation>Die Organisationen seines Spielers verteidigen mit +4 gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="85"/>
        <source>The Coastal Place it is linked to defends at +5 against Disasters</source>
        <translation>Der damit verbundene Küstenort verteidigt mit +5 gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="86"/>
        <source>The Nuclear Power Companies cannot affect its player</source>
        <translation>Die Nuclear Power Companies können nicht auf seinen Spieler einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="87"/>
        <source>Every Corporate or Government group has -2 Power</source>
        <translation>Jede Wirtschafts- oder Regierungsgruppe hat -2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="88"/>
        <source>+10 to a Disaster when General Disorder spends his action on it</source>
        <translation>+10 auf eine Katastrophe, wenn General Disorder seine Aktion dafür einsetzt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="89"/>
        <source>Every Coastal Place has -2 Power (never below 1)</source>
        <translation>Jeder Küstenort hat -2 Macht (nie unter 1)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="90"/>
        <source>Every Green group has +2 Power</source>
        <translation>Jede grüne Gruppe hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="91"/>
        <source>Disasters cannot affect it</source>
        <translation>Katastrophen können nicht darauf einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="92"/>
        <source>Straight and Government groups cannot attack or affect it</source>
        <translation>Spießige Gruppen und Regierungsgruppen können es weder angreifen noch darauf einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="93"/>
        <source>Disasters cannot affect its master</source>
        <translation>Katastrophen können nicht auf seinen Meister einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="94"/>
        <source>Straight and Government groups cannot attack or affect its master</source>
        <translation>Spießige Gruppen und Regierungsgruppen können seinen Meister weder angreifen noch auf ihn einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="95"/>
        <source>Its token gives +5 to an attack on a Space Place</source>
        <translation>Sein Aktionsmarker gibt einem Angriff auf einen Weltraumort +5</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="96"/>
        <source>The group it is linked to gets +5 leading an attack to control a Communist</source>
        <translation>Die damit verbundene Gruppe erhält +5, wenn sie einen Angriff zur Kontrolle einer kommunistischen Gruppe führt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="97"/>
        <source>A Communist group it is linked to uses its Power as Global Power</source>
        <translation>Eine damit verbundene kommunistische Gruppe nutzt ihre Macht als Globale Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="98"/>
        <source>+5 more when Newt Gingrich himself attacks to destroy a Liberal group</source>
        <translation>+5 zusätzlich, wenn Newt Gingrich selbst eine liberale Gruppe zur Zerstörung angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="99"/>
        <source>The Personality it is linked to has a Power of 6</source>
        <translation>Die damit verbundene Persönlichkeit hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="100"/>
        <source>Cannot be attacked to destroy</source>
        <translation>Kann nicht zur Zerstörung angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="101"/>
        <source>The Space Place or Nation it is linked to has +2 Power</source>
        <translation>Der damit verbundene Weltraumort bzw. die damit verbundene Nation hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="102"/>
        <source>The Space Place or Nation it is linked to defends at +5, Disasters included</source>
        <translation>Der damit verbundene Weltraumort bzw. die damit verbundene Nation verteidigt mit +5, auch gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="103"/>
        <source>The Organization it is linked to cannot be attacked</source>
        <translation>Die damit verbundene Organisation kann nicht angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="104"/>
        <source>The Personality it is linked to defends at +20 against Assassinations</source>
        <translation>Die damit verbundene Persönlichkeit verteidigt mit +20 gegen Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="105"/>
        <source>The Coastal Place it is linked to has double Power</source>
        <translation>Der damit verbundene Küstenort hat doppelte Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="106"/>
        <source>+4 for its player&apos;s attacks to control other Green groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle anderer grüner Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="107"/>
        <source>Its player&apos;s other Green groups have +1 Power</source>
        <translation>Die anderen grünen Gruppen seines Spielers haben +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="108"/>
        <source>Every Magic group has -1 Power</source>
        <translation>Jede Magiegruppe hat -1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="109"/>
        <source>Every Illuminati has -1 Power</source>
        <translation>Jede Illuminati-Karte hat -1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="110"/>
        <source>Every Fanatic group that is not Weird has +2 Power</source>
        <translation>Jede fanatische Gruppe, die nicht verrückt ist, hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="111"/>
        <source>not Weird</source>
        <translation>nicht Verrückt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="112"/>
        <source>+10 when Zhirinovsky himself attacks to control Russia</source>
        <translation>+10, wenn Zhirinovsky selbst Russia zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="113"/>
        <source>+5 when Zhirinovsky himself attacks to control another Communist group</source>
        <translation>+5, wenn Zhirinovsky selbst eine andere kommunistische Gruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="114"/>
        <source>+5 when it leads an attack on a Science group</source>
        <translation>+5, wenn es einen Angriff auf eine Wissenschaftsgruppe führt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="115"/>
        <source>+8 when Al Gore himself attacks to control a Green group</source>
        <translation>+8, wenn Al Gore selbst eine grüne Gruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="116"/>
        <source>The Place or Organization it is linked to has a Power of 1</source>
        <translation>Der damit verbundene Ort bzw. die damit verbundene Organisation hat Macht 1</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="117"/>
        <source>+6 for its player&apos;s attacks to destroy Science groups</source>
        <translation>+6 für Angriffe seines Spielers zur Zerstörung von Wissenschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="118"/>
        <source>+4 for its player&apos;s attacks to control Green groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle grüner Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="119"/>
        <source>+10 for its player&apos;s attacks to destroy the Nuclear Power Companies</source>
        <translation>+10 für Angriffe seines Spielers zur Zerstörung der Nuclear Power Companies</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="120"/>
        <source>Its Power Structure defends at +4 (as Resistance) against attacks by Government groups</source>
        <translation>Seine Machtstruktur verteidigt mit +4 (als Widerstand) gegen Angriffe von Regierungsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="121"/>
        <source>+8 when the B.A.T.F. itself attacks to destroy a Fanatic group</source>
        <translation>+8, wenn die B.A.T.F. selbst eine fanatische Gruppe zur Zerstörung angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="122"/>
        <source>+6 for its player&apos;s attacks on the Gun Lobby, Tobacco Companies or Liquor Companies</source>
        <translation>+6 für Angriffe seines Spielers auf die Gun Lobby, Tobacco Companies oder Liquor Companies</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="123"/>
        <source>+4 for its player&apos;s attacks to control or destroy other Media groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle oder Zerstörung anderer Mediengruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="124"/>
        <source>+3 for its player&apos;s attacks to control Green groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle grüner Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="125"/>
        <source>+4 when Bjorne himself attacks to control a Media group</source>
        <translation>+4, wenn Bjorne selbst eine Mediengruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="126"/>
        <source>+2 for its player&apos;s attacks to control Liberal groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle liberaler Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="127"/>
        <source>Its Power Structure defends at +4 against attacks by Liberal groups</source>
        <translation>Seine Machtstruktur verteidigt mit +4 gegen Angriffe liberaler Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="128"/>
        <source>The Personality it saved defends at +6 against attacks to destroy and Assassinations</source>
        <translation>Die Persönlichkeit, die es gerettet hat, verteidigt mit +6 gegen Angriffe zur Zerstörung und Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="129"/>
        <source>Unlinked: its player&apos;s Illuminati has +1 Power</source>
        <translation>Unverbunden: Die Illuminati seines Spielers haben +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="130"/>
        <source>A Corporate master of Brazil gets one more Action token</source>
        <translation>Ist der Meister von Brazil eine Wirtschaftsgruppe, erhält er einen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="131"/>
        <source>Its player&apos;s Media groups have +1 Power</source>
        <translation>Die Mediengruppen seines Spielers haben +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="132"/>
        <source>+10 when Canada itself attacks to control a Green group</source>
        <translation>+10, wenn Canada selbst eine grüne Gruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="133"/>
        <source>+15 when the CDC itself attacks to destroy a Place</source>
        <translation>+15, wenn die CDC selbst einen Ort zur Zerstörung angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="134"/>
        <source>+10 when the CFL-AIO itself attacks to destroy a Corporate group</source>
        <translation>+10, wenn die CFL-AIO selbst eine Wirtschaftsgruppe zur Zerstörung angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="135"/>
        <source>+4 for its player&apos;s attacks to destroy Corporate groups</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung von Wirtschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="136"/>
        <source>The Fanatic group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene fanatische Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="137"/>
        <source>Every Bank has +2 Power</source>
        <translation>Jede Bank hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="138"/>
        <source>Every Coastal Place has +2 Power</source>
        <translation>Jeder Küstenort hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="139"/>
        <source>Every Violent group has -1 Power</source>
        <translation>Jede gewalttätige Gruppe hat -1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="140"/>
        <source>The Conservative group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene konservative Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="141"/>
        <source>+4 for its player&apos;s attacks to control Personalities</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle von Persönlichkeiten</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="142"/>
        <source>+10 when the Congressional Wives themselves attack to control a Government group</source>
        <translation>+10, wenn die Congressional Wives selbst eine Regierungsgruppe zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="143"/>
        <source>+10 when the Count himself attacks to control the Vampires</source>
        <translation>+10, wenn Count Dracula selbst die Vampires zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="144"/>
        <source>+2 for its player&apos;s attacks to destroy another group</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung einer anderen Gruppe</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="145"/>
        <source>+4 to a Disaster its player plays, Space Disasters excepted</source>
        <translation>+4 auf jede Katastrophe, die sein Spieler spielt, außer Weltraumkatastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="146"/>
        <source>not a Space Disaster</source>
        <translation>keine Weltraumkatastrophe</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="147"/>
        <source>+4 when the Democrats themselves attack to control a non-Nation Government group</source>
        <translation>+4, wenn die Democrats selbst eine Regierungsgruppe, die keine Nation ist, zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="148"/>
        <source>target is not a Nation</source>
        <translation>das Ziel ist keine Nation</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="149"/>
        <source>+4 for its player&apos;s attacks to destroy Weird groups (adds to the Fanatic bonus)</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung verrückter Gruppen (zusätzlich zum Bonus für Fanatisch)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="150"/>
        <source>+4 for its player&apos;s attacks to destroy Fanatic groups (adds to the Weird bonus)</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung fanatischer Gruppen (zusätzlich zum Bonus für Verrückt)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="151"/>
        <source>+4 to a Disaster when Dinosaur Park spends its action on it</source>
        <translation>+4 auf eine Katastrophe, wenn Dinosaur Park seine Aktion dafür einsetzt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="152"/>
        <source>Every Government group has -3 Power</source>
        <translation>Jede Regierungsgruppe hat -3 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="153"/>
        <source>Every Straight group that is not Government has -2 Power</source>
        <translation>Jede spießige Gruppe, die keine Regierungsgruppe ist, hat -2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="154"/>
        <source>not Government</source>
        <translation>nicht Regierung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="155"/>
        <source>The Place linked to the Druids defends at +8 against Disasters</source>
        <translation>Der mit den Druids verbundene Ort verteidigt mit +8 gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="156"/>
        <source>Its token gives +2 to an attack to destroy a Place</source>
        <translation>Sein Aktionsmarker gibt einem Angriff zur Zerstörung eines Ortes +2</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="157"/>
        <source>Or its token gives +2 to a Disaster</source>
        <translation>Oder sein Aktionsmarker gibt einer Katastrophe +2</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="158"/>
        <source>+6 when the Eco-Guerrillas themselves attack to destroy a Corporate group</source>
        <translation>+6, wenn die Eco-Guerrillas selbst eine Wirtschaftsgruppe zur Zerstörung angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="159"/>
        <source>Its Power Structure defends at +2 (as Resistance) against attacks by Corporate groups</source>
        <translation>Seine Machtstruktur verteidigt mit +2 (als Widerstand) gegen Angriffe von Wirtschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="160"/>
        <source>+4 when the EFF itself attacks to control a Computer group</source>
        <translation>+4, wenn die EFF selbst eine Computergruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="161"/>
        <source>The Computer group it is linked to gets one more Action token</source>
        <translation>Die damit verbundene Computergruppe erhält einen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="162"/>
        <source>The Network, when linked, gets one more Action token</source>
        <translation>Ist The Network damit verbunden, erhält es einen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="163"/>
        <source>+6 when Elvis himself attacks to control the Church of Elvis</source>
        <translation>+6, wenn Elvis selbst die Church of Elvis zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="164"/>
        <source>Gets a second Action token each turn</source>
        <translation>Erhält jeden Zug einen zweiten Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="165"/>
        <source>+10 when the F.B.I. itself attacks to destroy a Criminal group</source>
        <translation>+10, wenn das F.B.I. selbst eine kriminelle Gruppe zur Zerstörung angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="166"/>
        <source>+4 for its player&apos;s attacks to destroy Criminal groups</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung krimineller Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="167"/>
        <source>+2 for its player&apos;s attacks to control Criminal groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle krimineller Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="168"/>
        <source>+6 for its player&apos;s attacks to destroy Green groups</source>
        <translation>+6 für Angriffe seines Spielers zur Zerstörung grüner Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="169"/>
        <source>+6 for its player&apos;s attacks on Banks</source>
        <translation>+6 für Angriffe seines Spielers auf Banken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="170"/>
        <source>+2 for its player&apos;s attacks on Nations</source>
        <translation>+2 für Angriffe seines Spielers auf Nationen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="171"/>
        <source>+2 for its player&apos;s attacks on Corporate groups (not again for a Corporate Nation)</source>
        <translation>+2 für Angriffe seines Spielers auf Wirtschaftsgruppen (nicht noch einmal für eine Nation mit Gesinnung Wirtschaft)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="172"/>
        <source>not a Nation (the Nation line already gave +2)</source>
        <translation>keine Nation (die Zeile für Nationen gab schon +2)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="173"/>
        <source>+3 for its player&apos;s attacks to control Liberal groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle liberaler Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="174"/>
        <source>+3 for its player&apos;s attacks to destroy Conservative groups</source>
        <translation>+3 für Angriffe seines Spielers zur Zerstörung konservativer Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="175"/>
        <source>+5 for its player&apos;s attacks to destroy Straight or Conservative groups</source>
        <translation>+5 für Angriffe seines Spielers zur Zerstörung spießiger oder konservativer Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="176"/>
        <source>+6 when Finland itself attacks to control a Computer group</source>
        <translation>+6, wenn Finland selbst eine Computergruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="177"/>
        <source>+2 for its player&apos;s attacks to control Computer groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle von Computergruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="178"/>
        <source>The Personality it is linked to defends at +10 against attacks to destroy and Assassinations</source>
        <translation>Die damit verbundene Persönlichkeit verteidigt mit +10 gegen Angriffe zur Zerstörung und Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="179"/>
        <source>+2 for its player&apos;s attacks to control Science groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle von Wissenschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="180"/>
        <source>+10 when Gordo Remora himself attacks to destroy a Weird group</source>
        <translation>+10, wenn Gordo Remora selbst eine verrückte Gruppe zur Zerstörung angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="181"/>
        <source>The Straight group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene spießige Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="182"/>
        <source>Its token gives +3 to an attack to destroy a Personality</source>
        <translation>Sein Aktionsmarker gibt einem Angriff zur Zerstörung einer Persönlichkeit +3</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="183"/>
        <source>A Corporate master of Hawaii gets one more Action token</source>
        <translation>Ist der Meister von Hawaii eine Wirtschaftsgruppe, erhält er einen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="184"/>
        <source>The Personality it is linked to defends at +10 against Assassinations</source>
        <translation>Die damit verbundene Persönlichkeit verteidigt mit +10 gegen Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="185"/>
        <source>Its player&apos;s Illuminati has +2 Power</source>
        <translation>Die Illuminati seines Spielers haben +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="186"/>
        <source>The group it is linked to uses its Power as Global Power</source>
        <translation>Die damit verbundene Gruppe nutzt ihre Macht als Globale Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="187"/>
        <source>+2 for its player&apos;s control attacks on Bill Clinton, Congressional Wives, Democrats</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle von Bill Clinton, Congressional Wives, Democrats</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="188"/>
        <source>+6 when Hillary herself attacks one of them to control it</source>
        <translation>+6, wenn Hillary selbst eine dieser Gruppen zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="189"/>
        <source>The Personality it is linked to defends at +5 against attacks to destroy</source>
        <translation>Die damit verbundene Persönlichkeit verteidigt mit +5 gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="190"/>
        <source>Its master, when Media, cannot be attacked by groups</source>
        <translation>Ist sein Meister eine Mediengruppe, kann er nicht von Gruppen angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="191"/>
        <source>Its master, when Media, has +1 Power</source>
        <translation>Ist sein Meister eine Mediengruppe, hat er +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="192"/>
        <source>+3 for its player&apos;s attacks to control Communist groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle kommunistischer Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="193"/>
        <source>Its player&apos;s Places defend at +6 against Disasters</source>
        <translation>Die Orte seines Spielers verteidigen mit +6 gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="194"/>
        <source>+4 to its player&apos;s Disasters on a rival&apos;s non-Space Place</source>
        <translation>+4 auf Katastrophen seines Spielers gegen einen Ort eines Rivalen, der kein Weltraumort ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="195"/>
        <source>a rival&apos;s Place, not a Space Place</source>
        <translation>ein Ort eines Rivalen, kein Weltraumort</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="196"/>
        <source>+8 for its player&apos;s attacks to control the Mossad</source>
        <translation>+8 für Angriffe seines Spielers zur Kontrolle des Mossad</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="197"/>
        <source>+6 when Japan itself attacks to control a Science or Computer group</source>
        <translation>+6, wenn Japan selbst eine Wissenschafts- oder Computergruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="198"/>
        <source>+6 when Jimmy Hoffa himself attacks to control the CFL-AIO</source>
        <translation>+6, wenn Jimmy Hoffa selbst die CFL-AIO zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="199"/>
        <source>+2 to Assassinations its player makes</source>
        <translation>+2 auf Attentate seines Spielers</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="200"/>
        <source>+6 for its player&apos;s attacks to control Secret groups</source>
        <translation>+6 für Angriffe seines Spielers zur Kontrolle geheimer Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="201"/>
        <source>+4 for its player&apos;s attacks to control or destroy Science or Space groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle oder Zerstörung von Wissenschafts- oder Weltraumgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="202"/>
        <source>+4 more (8 in all) when it leads a control attack on a Space group</source>
        <translation>+4 zusätzlich (insgesamt 8), wenn es einen Angriff zur Kontrolle einer Weltraumgruppe führt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="203"/>
        <source>Its Power Structure defends at +4 against attacks by Government or Corporate groups</source>
        <translation>Seine Machtstruktur verteidigt mit +4 gegen Angriffe von Regierungs- oder Wirtschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="204"/>
        <source>+4 when the Liquor Companies themselves attack to control a Media group</source>
        <translation>+4, wenn die Liquor Companies selbst eine Mediengruppe zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="205"/>
        <source>Its master has +1 Power</source>
        <translation>Sein Meister hat +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="206"/>
        <source>Its token gives +4 to an attack to destroy a Coastal Place</source>
        <translation>Sein Aktionsmarker gibt einem Angriff zur Zerstörung eines Küstenorts +4</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="207"/>
        <source>Or its token gives +4 to a Disaster against a Coastal Place</source>
        <translation>Oder sein Aktionsmarker gibt einer Katastrophe gegen einen Küstenort +4</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="208"/>
        <source>+2 for its player&apos;s attacks to control or destroy Media groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle oder Zerstörung von Mediengruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="209"/>
        <source>+8 more (10 in all) when Madison Avenue itself attacks to control a Media group</source>
        <translation>+8 zusätzlich (insgesamt 10), wenn Madison Avenue selbst eine Mediengruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="210"/>
        <source>+6 for its player&apos;s attacks to control the International Cocaine Smugglers</source>
        <translation>+6 für Angriffe seines Spielers zur Kontrolle der International Cocaine Smugglers</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="211"/>
        <source>+10 for its player&apos;s attacks to control England</source>
        <translation>+10 für Angriffe seines Spielers zur Kontrolle von England</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="212"/>
        <source>Its token gives +4 to an attack to destroy</source>
        <translation>Sein Aktionsmarker gibt einem Angriff zur Zerstörung +4</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="213"/>
        <source>Or its token gives +1 to an attack to control</source>
        <translation>Oder sein Aktionsmarker gibt einem Angriff zur Kontrolle +1</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="214"/>
        <source>Unlinked: its player&apos;s Illuminati has +2 Power</source>
        <translation>Unverbunden: Die Illuminati seines Spielers haben +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="215"/>
        <source>Linked: the Coastal group it is linked to uses its Power as Global Power</source>
        <translation>Verbunden: Die damit verbundene Küstengruppe nutzt ihre Macht als Globale Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="216"/>
        <source>The Criminal group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene kriminelle Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="217"/>
        <source>The Corporate group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene Wirtschaftsgruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="218"/>
        <source>+10 when Nancy Reagan herself attacks to control Ronald Reagan</source>
        <translation>+10, wenn Nancy Reagan selbst Ronald Reagan zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="219"/>
        <source>+4 for its player&apos;s attacks to control Space groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle von Weltraumgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="220"/>
        <source>+4 for its player&apos;s attacks to control Nations</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle von Nationen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="221"/>
        <source>The Violent group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene gewalttätige Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="222"/>
        <source>+4 to Assassinations its player makes</source>
        <translation>+4 auf Attentate seines Spielers</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="223"/>
        <source>+2 for its player&apos;s (non-Instant) attacks to destroy</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung (keine Sofortangriffe)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="224"/>
        <source>The Peaceful group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene friedliche Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="225"/>
        <source>Government, Corporate and Criminal groups cannot attack it to destroy it</source>
        <translation>Regierungsgruppen, Wirtschaftsgruppen und kriminelle Gruppen können es nicht zur Zerstörung angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="226"/>
        <source>+8 when Ollie North himself attacks to control a Conservative Media group</source>
        <translation>+8, wenn Ollie North selbst eine konservative Mediengruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="227"/>
        <source>Its Power Structure defends at +2 against attacks by groups</source>
        <translation>Seine Machtstruktur verteidigt mit +2 gegen Angriffe von Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="228"/>
        <source>Its Power Structure defends at +2 against Assassinations</source>
        <translation>Seine Machtstruktur verteidigt mit +2 gegen Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="229"/>
        <source>Every Peaceful group has +1 Power</source>
        <translation>Jede friedliche Gruppe hat +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="230"/>
        <source>Every Peaceful group has 2 more Power (3 in all) defending against attacks to destroy</source>
        <translation>Jede friedliche Gruppe hat bei der Verteidigung gegen Angriffe zur Zerstörung 2 Macht mehr (insgesamt 3)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="231"/>
        <source>Every Violent or Criminal group has -1 Power</source>
        <translation>Jede gewalttätige oder kriminelle Gruppe hat -1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="232"/>
        <source>+6 for its player&apos;s attacks to control or destroy Computer groups</source>
        <translation>+6 für Angriffe seines Spielers zur Kontrolle oder Zerstörung von Computergruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="233"/>
        <source>Every Liberal group has +3 Power</source>
        <translation>Jede liberale Gruppe hat +3 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="234"/>
        <source>Its player&apos;s other Liberal groups have +1 Power</source>
        <translation>Die anderen liberalen Gruppen seines Spielers haben +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="235"/>
        <source>Rivals&apos; Peaceful or Liberal groups that are not Media cannot attack her</source>
        <translation>Friedliche oder liberale Gruppen von Rivalen, die keine Mediengruppen sind, können sie nicht angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="236"/>
        <source>a rival&apos;s group that is not Media</source>
        <translation>eine Gruppe eines Rivalen, die keine Mediengruppe ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="237"/>
        <source>+4 for its player&apos;s attacks to control Straight groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle spießiger Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="238"/>
        <source>A Personality it is linked to has +3 Power</source>
        <translation>Eine damit verbundene Persönlichkeit hat +3 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="239"/>
        <source>+6 for its player&apos;s attacks to destroy Personalities (not in a privileged attack)</source>
        <translation>+6 für Angriffe seines Spielers zur Zerstörung von Persönlichkeiten (nicht bei privilegierten Angriffen)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="240"/>
        <source>the attack is not privileged</source>
        <translation>der Angriff ist nicht privilegiert</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="241"/>
        <source>The group it is linked to has -1 Power</source>
        <translation>Die damit verbundene Gruppe hat -1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="242"/>
        <source>Each Personality of its player has +1 Power</source>
        <translation>Jede Persönlichkeit seines Spielers hat +1 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="243"/>
        <source>Each Media Personality of its player has +1 more (2 in all)</source>
        <translation>Jede Medienpersönlichkeit seines Spielers hat +1 zusätzlich (insgesamt 2)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="244"/>
        <source>Its Power Structure defends at +6 against Disasters</source>
        <translation>Seine Machtstruktur verteidigt mit +6 gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="245"/>
        <source>Defends at +15 against attacks to destroy it</source>
        <translation>Verteidigt mit +15 gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="246"/>
        <source>Straight groups cannot attack the other groups of its Power Structure</source>
        <translation>Spießige Gruppen können die anderen Gruppen seiner Machtstruktur nicht angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="247"/>
        <source>Straight groups cannot attack it to control it</source>
        <translation>Spießige Gruppen können es nicht zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="248"/>
        <source>Defends at +8 against Straight attackers</source>
        <translation>Verteidigt mit +8 gegen spießige Angreifer</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="249"/>
        <source>+5 when the Republicans themselves attack to control a non-Nation Government group</source>
        <translation>+5, wenn die Republicans selbst eine Regierungsgruppe, die keine Nation ist, zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="250"/>
        <source>+2 for its player&apos;s attacks to destroy Corporate groups (adds up per item)</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung von Wirtschaftsgruppen (summiert sich je Merkmal)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="251"/>
        <source>+2 for its player&apos;s attacks to destroy Science groups (adds up per item)</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung von Wissenschaftsgruppen (summiert sich je Merkmal)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="252"/>
        <source>+2 for its player&apos;s attacks to destroy Space groups (adds up per item)</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung von Weltraumgruppen (summiert sich je Merkmal)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="253"/>
        <source>+2 for its player&apos;s attacks to destroy Computer groups (adds up per item)</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung von Computergruppen (summiert sich je Merkmal)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="254"/>
        <source>+6 when the Rifkinites themselves attack to control a Green group</source>
        <translation>+6, wenn die Rifkinites selbst eine grüne Gruppe zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="255"/>
        <source>+4 for its player&apos;s attacks to destroy Corporate or Government groups</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung von Wirtschafts- oder Regierungsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="256"/>
        <source>+4 for its player&apos;s attacks to destroy Coastal Places</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung von Küstenorten</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="257"/>
        <source>not Corporate or Government (the other line already gave +4)</source>
        <translation>nicht Wirtschaft oder Regierung (die andere Zeile gab schon +4)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="258"/>
        <source>+10 when the Robot Sea Monsters themselves attack to destroy Japan or California</source>
        <translation>+10, wenn die Robot Sea Monsters selbst Japan oder California zur Zerstörung angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="259"/>
        <source>+5 for its player&apos;s attacks to control Nations</source>
        <translation>+5 für Angriffe seines Spielers zur Kontrolle von Nationen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="260"/>
        <source>Media groups cannot attack him or aid attacks on him</source>
        <translation>Mediengruppen können ihn weder angreifen noch Angriffe auf ihn unterstützen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="261"/>
        <source>+4 when Russia itself attacks to control a Communist group</source>
        <translation>+4, wenn Russia selbst eine kommunistische Gruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="262"/>
        <source>+2 for its player&apos;s attacks to control or destroy Communist groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle oder Zerstörung kommunistischer Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="263"/>
        <source>A Communist group leading an attack to control Russia gets +4 (defends at -4)</source>
        <translation>Eine kommunistische Gruppe, die einen Angriff zur Kontrolle von Russia führt, erhält +4 (Russia verteidigt mit -4)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="264"/>
        <source>+2 for its player&apos;s attacks to control Weird groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle verrückter Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="265"/>
        <source>+4 more when S.M.O.F. itself attacks to control a fandom group</source>
        <translation>+4 zusätzlich, wenn S.M.O.F. selbst eine Fandom-Gruppe zur Kontrolle angreift</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="266"/>
        <source>+2 for its player&apos;s attacks to control Violent groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle gewalttätiger Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="267"/>
        <source>+3 for its player&apos;s attacks to control Corporate or Government groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle von Wirtschafts- oder Regierungsgruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="268"/>
        <source>+3 for its player&apos;s attacks to control Banks</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle von Banken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="269"/>
        <source>not Corporate or Government (the other line already gave +3)</source>
        <translation>nicht Wirtschaft oder Regierung (die andere Zeile gab schon +3)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="270"/>
        <source>Its master gets +6 leading an attack to control or destroy a Computer group</source>
        <translation>Sein Meister erhält +6, wenn er einen Angriff zur Kontrolle oder Zerstörung einer Computergruppe führt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="271"/>
        <source>+10 for its player&apos;s attacks to destroy Government Personalities, Assassinations included</source>
        <translation>+10 für Angriffe seines Spielers zur Zerstörung von Regierungspersönlichkeiten, Attentate eingeschlossen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="272"/>
        <source>Its other groups defend at +3 against Straight or Conservative attackers</source>
        <translation>Seine anderen Gruppen verteidigen mit +3 gegen spießige oder konservative Angreifer</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="273"/>
        <source>The Liberal group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene liberale Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="274"/>
        <source>+3 for its player&apos;s attacks to destroy</source>
        <translation>+3 für Angriffe seines Spielers zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="275"/>
        <source>+4 for its player&apos;s attacks to control Computer groups</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle von Computergruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="276"/>
        <source>+4 for its player&apos;s attacks to destroy Straight groups</source>
        <translation>+4 für Angriffe seines Spielers zur Zerstörung spießiger Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="277"/>
        <source>Every group has double Resistance</source>
        <translation>Jede Gruppe hat doppelten Widerstand</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="278"/>
        <source>+6 when the South American Nazis themselves attack to control a Weird Science group</source>
        <translation>+6, wenn die South American Nazis selbst eine verrückte Wissenschaftsgruppe zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="279"/>
        <source>+1 for its player&apos;s attacks to destroy</source>
        <translation>+1 für Angriffe seines Spielers zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="280"/>
        <source>+1 to a Disaster its player plays</source>
        <translation>+1 auf jede Katastrophe, die sein Spieler spielt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="281"/>
        <source>Magic groups cannot attack its Power Structure</source>
        <translation>Magiegruppen können seine Machtstruktur nicht angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="282"/>
        <source>Its Power Structure defends at +3 against Disasters</source>
        <translation>Seine Machtstruktur verteidigt mit +3 gegen Katastrophen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="283"/>
        <source>The Personality it is linked to gets +4 leading an attack to control</source>
        <translation>Die damit verbundene Persönlichkeit erhält +4, wenn sie einen Angriff zur Kontrolle führt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="284"/>
        <source>The Gnomes of Zurich leading an attack to control it get +15 (defends at -15)</source>
        <translation>Die Gnomes of Zurich erhalten +15, wenn sie einen Angriff zu seiner Kontrolle führen (es verteidigt mit -15)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="285"/>
        <source>The Gnomes of Zurich cannot attack it to destroy it</source>
        <translation>Die Gnomes of Zurich können es nicht zur Zerstörung angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="286"/>
        <source>also any group of the Gnomes of Zurich&apos;s Power Structure</source>
        <translation>auch jede Gruppe der Machtstruktur der Gnomes of Zurich</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="287"/>
        <source>The Personality it saved defends at +2 against attacks to destroy</source>
        <translation>Die Persönlichkeit, die es gerettet hat, verteidigt mit +2 gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="288"/>
        <source>The Personality it saved defends at +10 against Assassinations</source>
        <translation>Die Persönlichkeit, die es gerettet hat, verteidigt mit +10 gegen Attentate</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="289"/>
        <source>The I.R.S. defends at +10 against every attack</source>
        <translation>Die I.R.S. verteidigt mit +10 gegen jeden Angriff</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="290"/>
        <source>+6 when it leads a control attack on Ronald Reagan, Nancy Reagan or the Tabloids</source>
        <translation>+6, wenn die Telephone Psychics selbst Ronald Reagan, Nancy Reagan oder die Tabloids zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="330"/>
        <source>Two Action tokens a turn, never both spent in one attack</source>
        <translation>Zwei Aktionsmarker pro Zug, nie beide in einem Angriff eingesetzt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="331"/>
        <source>A Disaster of Power 18</source>
        <translation>Eine Katastrophe mit Macht 18</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="332"/>
        <source>Destroys only with 2 or more to spare on the roll</source>
        <translation>Zerstört nur, wenn der Wurf um 2 oder mehr gelingt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="333"/>
        <source>A Disaster of Power 24</source>
        <translation>Eine Katastrophe mit Macht 24</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="334"/>
        <source>Destroys only with 10 or more to spare on the roll</source>
        <translation>Zerstört nur, wenn der Wurf um 10 oder mehr gelingt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="335"/>
        <source>Every Corporate group is Government instead, except for goals (it still gets Government Power boosts)</source>
        <translation>Jede Wirtschaftsgruppe ist stattdessen eine Regierungsgruppe, außer für Ziele (Machtboni für Regierungsgruppen erhält sie trotzdem)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="336"/>
        <source>its printed effect is not in the program&apos;s data</source>
        <translation>die aufgedruckte Wirkung steht nicht in den Daten des Programms</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="337"/>
        <source>Read from the VFAQ&apos;s examples: groups both Violent and Criminal count double</source>
        <translation>Aus den Beispielen der VFAQ gelesen: Gruppen, die gewalttätig und kriminell sind, zählen doppelt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="338"/>
        <source>Read from the VFAQ: Weird groups with Power 3 or more count double (it adds nothing for the Discordians, whose special goal is the same)</source>
        <translation>Aus der VFAQ gelesen: Verrückte Gruppen mit Macht 3 oder mehr zählen doppelt (der Discordian Society bringt das nichts, ihr Spezialziel ist dasselbe)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="339"/>
        <source>The VFAQ calls it useless for combining goals</source>
        <translation>Laut VFAQ nutzlos zum Kombinieren von Zielen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="340"/>
        <source>Read from the VFAQ: Corporate groups with Power 4 or more count double, as for the Gnomes</source>
        <translation>Aus der VFAQ gelesen: Wirtschaftsgruppen mit Macht 4 oder mehr zählen doppelt, wie bei den Gnomes of Zurich</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="341"/>
        <source>150 megabucks across the Power Structure&apos;s treasuries: the position holds the Illuminati&apos;s treasury only</source>
        <translation>150 Megabucks in den Kassen der Machtstruktur: Der Spielstand enthält nur die Kasse der Illuminati</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="342"/>
        <source>The UFOs play one of the other seven special goals, chosen in secret</source>
        <translation>Die UFOs spielen eines der sieben anderen Spezialziele, geheim gewählt</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="291"/>
        <source>Tornado and Hurricane cannot affect it</source>
        <translation>Tornado und Hurricane können nicht darauf einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="292"/>
        <source>+5 for its player&apos;s attacks to control Science, Magic or Computer groups</source>
        <translation>+5 für Angriffe seines Spielers zur Kontrolle von Wissenschafts-, Magie- oder Computergruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="293"/>
        <source>+2 for its player&apos;s attacks to control or destroy Criminal groups</source>
        <translation>+2 für Angriffe seines Spielers zur Kontrolle oder Zerstörung krimineller Gruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="294"/>
        <source>+4 when the Men in Black themselves attack to destroy</source>
        <translation>+4, wenn die Men in Black selbst zur Zerstörung angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="295"/>
        <source>The Weird group it is linked to has a Power of 4</source>
        <translation>Die damit verbundene verrückte Gruppe hat Macht 4</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="296"/>
        <source>Green groups attack it to destroy at +4 (defends at -4)</source>
        <translation>Grüne Gruppen greifen es mit +4 zur Zerstörung an (es verteidigt mit -4)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="297"/>
        <source>Media attackers get +4 to control it (defends at -4)</source>
        <translation>Mediengruppen erhalten +4 bei Angriffen zu seiner Kontrolle (es verteidigt mit -4)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="298"/>
        <source>+4 when the Trekkies themselves attack to control a Media group</source>
        <translation>+4, wenn die Trekkies selbst eine Mediengruppe zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="299"/>
        <source>+6 for its player&apos;s attacks to control Nations</source>
        <translation>+6 für Angriffe seines Spielers zur Kontrolle von Nationen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="300"/>
        <source>+2 for its player&apos;s attacks to destroy</source>
        <translation>+2 für Angriffe seines Spielers zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="301"/>
        <source>+4 when the Vampires themselves attack to control a Personality</source>
        <translation>+4, wenn die Vampires selbst eine Persönlichkeit zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="302"/>
        <source>+8 when the Voudonistas themselves attack to destroy a Personality</source>
        <translation>+8, wenn die Voudonistas selbst eine Persönlichkeit zur Zerstörung angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="303"/>
        <source>Every Liberal group has -2 Power</source>
        <translation>Jede liberale Gruppe hat -2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="304"/>
        <source>Every Nation has -2 Power (once: not again for a Liberal Nation)</source>
        <translation>Jede Nation hat -2 Macht (einmal: nicht noch einmal für eine liberale Nation)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="305"/>
        <source>not Liberal (the Liberal line already applies)</source>
        <translation>nicht Liberal (die Zeile für Liberal gilt schon)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="306"/>
        <source>The SubGenius group it is linked to has a Power of 6</source>
        <translation>Die damit verbundene SubGenius-Gruppe hat Macht 6</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="307"/>
        <source>A SubGenius master has +2 Power</source>
        <translation>Ein SubGenius-Meister hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="308"/>
        <source>Weird groups cannot attack it to control it</source>
        <translation>Verrückte Gruppen können es nicht zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="309"/>
        <source>SubGenius groups cannot attack it to control it</source>
        <translation>SubGenius-Gruppen können es nicht zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="310"/>
        <source>The Church of the SubGenius and the Discordian Society cannot attack it to control it</source>
        <translation>Die Church of the SubGenius und die Discordian Society können es nicht zur Kontrolle angreifen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="311"/>
        <source>Cannot be attacked to destroy while she is Straight and SubGenius</source>
        <translation>Kann nicht zur Zerstörung angegriffen werden, solange sie spießig und SubGenius ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="312"/>
        <source>only while Connie Dobbs is both Straight and SubGenius</source>
        <translation>nur solange Connie Dobbs sowohl spießig als auch SubGenius ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="313"/>
        <source>+5 for its player&apos;s attacks to control SubGenius Personalities</source>
        <translation>+5 für Angriffe seines Spielers zur Kontrolle von SubGenius-Persönlichkeiten</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="314"/>
        <source>Its player&apos;s other SubGenius Personalities cannot be attacked while the Doctor is SubGenius</source>
        <translation>Die anderen SubGenius-Persönlichkeiten seines Spielers können nicht angegriffen werden, solange der Doktor SubGenius ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="315"/>
        <source>only while Dr. K&apos;Taden Legume is SubGenius</source>
        <translation>nur solange Dr. K&apos;Taden Legume SubGenius ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="316"/>
        <source>Its linked Personality gets Power 3</source>
        <translation>Seine verbundene Persönlichkeit erhält Macht 3</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="317"/>
        <source>+4 for its player&apos;s attacks to control or destroy a rival&apos;s Church group</source>
        <translation>+4 für Angriffe seines Spielers zur Kontrolle oder Zerstörung einer Kirchengruppe eines Rivalen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="318"/>
        <source>a rival&apos;s group</source>
        <translation>eine Gruppe eines Rivalen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="319"/>
        <source>Gets a second Action token each turn while it is SubGenius</source>
        <translation>Erhält jeden Zug einen zweiten Aktionsmarker, solange es SubGenius ist</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="320"/>
        <source>One Personality of its player gets one more Action token each turn</source>
        <translation>Eine Persönlichkeit seines Spielers erhält jeden Zug einen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="321"/>
        <source>The SubGenius Personality it is linked to uses its Power as Global Power</source>
        <translation>Die damit verbundene SubGenius-Persönlichkeit nutzt ihre Macht als Globale Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="322"/>
        <source>OverMan and False OverMan cannot affect him</source>
        <translation>OverMan und False OverMan können nicht auf ihn einwirken</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="323"/>
        <source>The SubGenius Place it is linked to cannot be attacked to control</source>
        <translation>Der damit verbundene SubGenius-Ort kann nicht zur Kontrolle angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="324"/>
        <source>The SubGenius Place it is linked to defends at +5 against attacks to destroy</source>
        <translation>Der damit verbundene SubGenius-Ort verteidigt mit +5 gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="325"/>
        <source>Its player&apos;s groups defend at +5 against attacks to destroy, Instants included</source>
        <translation>Die Gruppen seines Spielers verteidigen mit +5 gegen Angriffe zur Zerstörung, auch gegen Sofortangriffe</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="326"/>
        <source>+3 for its player&apos;s attacks to control Church groups</source>
        <translation>+3 für Angriffe seines Spielers zur Kontrolle von Kirchengruppen</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="327"/>
        <source>Its player&apos;s Illuminati has +2 Power (not added to other such Resources)</source>
        <translation>Die Illuminati seines Spielers haben +2 Macht (nicht zusätzlich zu anderen solchen Ressourcen)</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="328"/>
        <source>The SubGenius Place it is linked to has +2 Power</source>
        <translation>Der damit verbundene SubGenius-Ort hat +2 Macht</translation>
    </message>
    <message>
        <location filename="../core/cards/abilitywords.cpp" line="329"/>
        <source>The SubGenius Place it is linked to uses its Power as Global Power</source>
        <translation>Der damit verbundene SubGenius-Ort nutzt seine Macht als Globale Macht</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="20"/>
        <source>Hail Eris!, Criminal Overlords and The Corporate Masters: the VFAQ shows what they double only through examples</source>
        <translation>Hail Eris!, Criminal Overlords und The Corporate Masters: Was sie verdoppeln, zeigt die VFAQ nur an Beispielen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="23"/>
        <source>apply the readings of the VFAQ&apos;s examples</source>
        <translation>die Lesart aus den Beispielen der VFAQ anwenden</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="25"/>
        <source>the referee reads the printed cards instead</source>
        <translation>der Schiedsrichter legt stattdessen die aufgedruckten Karten aus</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="30"/>
        <source>Shangri-La counts Peaceful groups in play whoever controls them</source>
        <translation>Shangri-La zählt friedliche Gruppen im Spiel, gleich wer sie kontrolliert</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="33"/>
        <source>uncontrolled groups are in play and count</source>
        <translation>unkontrollierte Gruppen sind im Spiel und zählen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="35"/>
        <source>only groups in a Power Structure count</source>
        <translation>nur Gruppen in einer Machtstruktur zählen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="40"/>
        <source>Plan 28 gives one point for each group in your Power Structure</source>
        <translation>Plan 28 gibt einen Punkt für jede Gruppe der eigenen Machtstruktur</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="43"/>
        <source>the Illuminati is a group of it and scores 1</source>
        <translation>die Illuminati-Karte gehört dazu und bringt 1 Punkt</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="45"/>
        <source>only the groups under the Illuminati score</source>
        <translation>nur die Gruppen unter den Illuminati bringen Punkte</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="50"/>
        <source>Military-Industrial Complex changes &quot;your&quot; Corporate groups</source>
        <translation>Military-Industrial Complex ändert „your“ (deine) Wirtschaftsgruppen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="53"/>
        <source>every Corporate group: each player reads &quot;your&quot; as his</source>
        <translation>jede Wirtschaftsgruppe: Jeder Spieler liest „your“ als „meine“</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="59"/>
        <source>Society of Assassins: Secret groups count double while no rival controls a Secret group with more Power</source>
        <translation>Society of Assassins: Geheime Gruppen zählen doppelt, solange kein Rivale eine geheime Gruppe mit mehr Macht kontrolliert</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="62"/>
        <source>more Power than that group: each is compared on its own</source>
        <translation>mehr Macht als diese Gruppe: jede wird für sich verglichen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="65"/>
        <source>more Power than your strongest: then none counts double</source>
        <translation>mehr Macht als die stärkste eigene: dann zählt keine doppelt</translation>
    </message>
    <message>
        <location filename="../core/rules/rulings.cpp" line="52"/>
        <source>only those of the player who played it</source>
        <translation>nur die des Spielers, der die Karte ausgespielt hat</translation>
    </message>
</context>
<context>
    <name>AttackFact</name>
    <message>
        <location filename="../core/attack/attackengine.cpp" line="1784"/>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackengine.cpp" line="1786"/>
        <source>%1 is not %2</source>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="30"/>
        <source>Power of %1, as printed</source>
        <translation>Macht von %1, wie aufgedruckt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="32"/>
        <source>Resistance of %1, as printed</source>
        <translation>Widerstand von %1, wie aufgedruckt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="33"/>
        <source>%1 set to %2 by %3</source>
        <translation>%1 auf %2 gesetzt durch %3</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="35"/>
        <source>%1 multiplied by %2 (%3)</source>
        <translation>%1 mal %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="37"/>
        <source>%1 multiplied by %2 (%3); only the single highest multiplier counts</source>
        <translation>%1 mal %2 (%3); nur der höchste Multiplikator zählt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="40"/>
        <source>%1 is Devastated: its Power is halved (round down) against destruction</source>
        <translation>%1 ist verwüstet: Gegen Zerstörung wird seine Macht halbiert (abgerundet)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="42"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="44"/>
        <source>%1 cannot fall below 0</source>
        <translation>%1 kann nicht unter 0 fallen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="46"/>
        <source>Power of the instant attack card %1</source>
        <translation>Macht der Sofortangriffskarte %1</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="48"/>
        <source>%1 is an Illuminati: no alignments, no alignment bonus</source>
        <translation>%1 ist eine Illuminati-Karte: keine Gesinnungen, kein Gesinnungsbonus</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="50"/>
        <source>%n identical alignment(s): %1</source>
        <translation>gleiche Gesinnungen: %n (%1)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="52"/>
        <source>%n identical alignment(s): %1, 4 each against an attack to destroy</source>
        <translation>gleiche Gesinnungen: %n (%1), je 4 gegen einen Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="61"/>
        <source>no identical or opposite alignments between %1 and %2</source>
        <translation>keine gleichen oder gegensätzlichen Gesinnungen zwischen %1 und %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="63"/>
        <source>bonus for an attack to neutralize</source>
        <translation>Bonus für einen Angriff zur Neutralisierung</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="65"/>
        <source>transferable Power of %1</source>
        <translation>übertragbare Macht von %1</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="67"/>
        <source>%1 aids with its Power (%n token(s)): it shares an alignment with the target</source>
        <translation>%1 unterstützt mit seiner Macht (Aktionsmarker: %n): teilt eine Gesinnung mit dem Ziel</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="71"/>
        <source>%1 aids with its Power (%n token(s)): it has an alignment opposite to the target&apos;s</source>
        <translation>%1 unterstützt mit seiner Macht (Aktionsmarker: %n): hat eine Gesinnung, die der des Ziels entgegengesetzt ist</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="75"/>
        <source>%1 aids with its Power (%n token(s)): it shares an alignment (not Fanatic) with the target, or is its master or puppet</source>
        <translation>%1 unterstützt mit seiner Macht (Aktionsmarker: %n): teilt eine Gesinnung (außer Fanatisch) mit dem Ziel oder ist sein Meister oder seine Puppe</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="79"/>
        <source>%1 aids with its Global Power (%n token(s)): eligible only through Global Power</source>
        <translation>%1 unterstützt mit seiner Globalen Macht (Aktionsmarker: %n): nur über Globale Macht berechtigt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="83"/>
        <source>%1 aids with its Global Power, cut to its Power (%n token(s)): eligible only through Global Power</source>
        <translation>%1 unterstützt mit seiner Globalen Macht, gekürzt auf seine Macht (Aktionsmarker: %n): nur über Globale Macht berechtigt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="86"/>
        <location filename="../core/attack/attackfacts.cpp" line="306"/>
        <source>ability of %1: %2</source>
        <translation>Fähigkeit von %1: %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="88"/>
        <source>ability of %1: %2 (the referee decides whether it applies; add it as a play)</source>
        <translation>Fähigkeit von %1: %2 (ob sie gilt, entscheidet der Schiedsrichter; als Ausspielung eintragen)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="92"/>
        <source>Plan 28: the defence against destruction is as against control (Resistance)</source>
        <translation>Plan 28: Die Verteidigung gegen Zerstörung ist wie gegen Kontrolle (Widerstand)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="96"/>
        <source>Plan 28: the target is Secret</source>
        <translation>Plan 28: Das Ziel ist geheim</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="98"/>
        <source>Plan 28: no closeness or master-alignment bonus</source>
        <translation>Plan 28: kein Nähe- und kein Meister-Gesinnungsbonus</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="100"/>
        <source>%n alignment(s) shared with its master %1</source>
        <translation>mit seinem Meister %1 geteilte Gesinnungen: %n</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="102"/>
        <source>no closeness bonus: the target is in the attacker&apos;s hand, not in a Power Structure</source>
        <translation>kein Nähebonus: Das Ziel ist in der Hand des Angreifers, nicht in einer Machtstruktur</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="106"/>
        <source>no closeness bonus: the target is uncontrolled, not in a Power Structure</source>
        <translation>kein Nähebonus: Das Ziel ist unkontrolliert, nicht in einer Machtstruktur</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="109"/>
        <source>no closeness bonus: the attacker is destroying its own group</source>
        <translation>kein Nähebonus: Der Angreifer zerstört seine eigene Gruppe</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="112"/>
        <source>closeness: the target is directly controlled by its Illuminati (never multiplied)</source>
        <translation>Nähe: Das Ziel wird direkt von seinen Illuminati kontrolliert (nie vervielfacht)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="116"/>
        <source>closeness: the target is one group away from its Illuminati (never multiplied)</source>
        <translation>Nähe: Das Ziel ist eine Gruppe von seinen Illuminati entfernt (nie vervielfacht)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="120"/>
        <source>closeness: the target is two groups away from its Illuminati (never multiplied)</source>
        <translation>Nähe: Das Ziel ist zwei Gruppen von seinen Illuminati entfernt (nie vervielfacht)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="124"/>
        <source>%1 spends %n token(s) of its own: its Power %2 plus its permanent Power %3 for each</source>
        <translation>%1 setzt eigene Aktionsmarker ein (%n): je Aktionsmarker seine Macht %2 plus seine dauerhafte Macht %3</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="128"/>
        <source>%1 defends as the target&apos;s master (%n token(s))</source>
        <translation>%1 verteidigt als Meister des Ziels (Aktionsmarker: %n)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="130"/>
        <source>%1 defends as the target&apos;s puppet (%n token(s))</source>
        <translation>%1 verteidigt als Puppe des Ziels (Aktionsmarker: %n)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="132"/>
        <source>%1 defends as an Illuminati (%n token(s))</source>
        <translation>%1 verteidigt als Illuminati (Aktionsmarker: %n)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="134"/>
        <source>%1 defends (%n token(s)): it shares an alignment with the target</source>
        <translation>%1 verteidigt (Aktionsmarker: %n): teilt eine Gesinnung mit dem Ziel</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="137"/>
        <source>%1 defends with its Global Power (%n token(s)): eligible only through Global Power</source>
        <translation>%1 verteidigt mit seiner Globalen Macht (Aktionsmarker: %n): nur über Globale Macht berechtigt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="141"/>
        <source>agents card played by %1 to aid the attack</source>
        <translation>Agentenkarte zur Unterstützung des Angriffs (gespielt von: %1)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="143"/>
        <source>agents card played by %1 to oppose the attack</source>
        <translation>Agentenkarte gegen den Angriff (gespielt von: %1)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="145"/>
        <source>%1 played by %2 for the attack</source>
        <translation>%1, für den Angriff gespielt (von: %2)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="147"/>
        <source>%1 played by %2 for the defence</source>
        <translation>%1, für die Verteidigung gespielt (von: %2)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="149"/>
        <source>ability of %1, used by %2 for the attack</source>
        <translation>Fähigkeit von %1, für den Angriff eingesetzt (von: %2)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="151"/>
        <source>ability of %1, used by %2 for the defence</source>
        <translation>Fähigkeit von %1, für die Verteidigung eingesetzt (von: %2)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="153"/>
        <source>%1 interferes with %2 MB</source>
        <translation>%1 greift mit %2 MB ein</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="154"/>
        <source>%1 MB spent from %2</source>
        <translation>%1 MB aus %2 ausgegeben</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="156"/>
        <source>%1 MB spent from %2, counting double</source>
        <translation>%1 MB aus %2 ausgegeben, zählen doppelt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="158"/>
        <source>if it succeeds: %1 MB (half of the %2 left, round down) go with %3 to its new owner, %4 MB to the bank</source>
        <translation>bei Erfolg: %1 MB (die Hälfte der verbliebenen %2, abgerundet) gehen mit %3 an den neuen Besitzer, %4 MB an die Bank</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="162"/>
        <source>if it succeeds: %1 and its puppets become uncontrolled, and all %2 MB on it go to the bank</source>
        <translation>bei Erfolg: %1 und seine Puppen werden unkontrolliert, und alle %2 MB darauf gehen an die Bank</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="166"/>
        <source>strength %1: below 2, the attack cannot succeed</source>
        <translation>Stärke %1: unter 2, der Angriff kann nicht gelingen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="168"/>
        <source>strength %1: a roll of %2 or more always fails, so %3 chances in 36</source>
        <translation>Stärke %1: ein Wurf von %2 oder mehr misslingt immer, also %3 Chancen von 36</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="171"/>
        <source>strength %1: roll %1 or less on two dice</source>
        <translation>Stärke %1: mit zwei Würfeln %1 oder weniger würfeln</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="173"/>
        <source>%1 loses one Action token at once (back if the Disaster is cancelled)</source>
        <translation>%1 verliert sofort einen Aktionsmarker (zurück, falls die Katastrophe aufgehoben wird)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="176"/>
        <source>%1: the alignment is settled when the dice are rolled; each case below at even odds</source>
        <translation>%1: Die Gesinnung entscheidet sich beim Würfeln; jeder der folgenden Fälle ist gleich wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="180"/>
        <source>an Illuminati can attack but can never be attacked</source>
        <translation>Illuminati können angreifen, aber nie angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="182"/>
        <source>attacks to neutralize belong to the boxed game only</source>
        <translation>Angriffe zur Neutralisierung gibt es nur im klassischen Spiel</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="184"/>
        <source>only a group another player controls can be neutralized</source>
        <translation>nur eine Gruppe, die ein anderer Spieler kontrolliert, kann neutralisiert werden</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="186"/>
        <source>the attacker already controls this group</source>
        <translation>der Angreifer kontrolliert diese Gruppe bereits</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="188"/>
        <source>a group with no Power cannot be destroyed</source>
        <translation>eine Gruppe ohne Macht kann nicht zerstört werden</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="190"/>
        <source>no group may attack itself</source>
        <translation>keine Gruppe darf sich selbst angreifen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="192"/>
        <source>an attack to control needs a free outgoing control arrow</source>
        <translation>ein Angriff zur Kontrolle braucht einen freien ausgehenden Kontrollpfeil</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="194"/>
        <source>only Illuminati and Secret groups may attack a Secret group</source>
        <translation>nur Illuminati und geheime Gruppen dürfen eine geheime Gruppe angreifen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="197"/>
        <source>%1 is immune to %2 groups</source>
        <translation>%1 ist immun gegen Gruppen mit Gesinnung %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="199"/>
        <source>%1 is immune through the ability of %2: %3</source>
        <translation>%1 ist immun durch die Fähigkeit von %2: %3</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="201"/>
        <source>nothing may aid an instant attack</source>
        <translation>einen Sofortangriff darf nichts unterstützen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="203"/>
        <source>no group may aid an attack on itself</source>
        <translation>keine Gruppe darf einen Angriff auf sich selbst unterstützen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="205"/>
        <source>nobody but the attacker may help a privileged attack</source>
        <translation>einem privilegierten Angriff darf nur der Angreifer helfen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="207"/>
        <source>only groups of the attacker&apos;s own Power Structure may aid</source>
        <translation>nur Gruppen aus der eigenen Machtstruktur des Angreifers dürfen unterstützen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="209"/>
        <source>only Illuminati and Secret groups may take part</source>
        <translation>nur Illuminati und geheime Gruppen dürfen teilnehmen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="211"/>
        <source>%1 is immune to it: a group that cannot attack it cannot aid an attack on it either</source>
        <translation>%1 ist dagegen immun: Wer es nicht angreifen darf, darf auch keinen Angriff darauf unterstützen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="215"/>
        <source>may not aid: it has no Global Power and no alignment in common with the target</source>
        <translation>darf nicht unterstützen: keine Globale Macht und keine gemeinsame Gesinnung mit dem Ziel</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="219"/>
        <source>may not aid: it has no Global Power and no alignment opposite to the target&apos;s</source>
        <translation>darf nicht unterstützen: keine Globale Macht und keine der des Ziels entgegengesetzte Gesinnung</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="223"/>
        <source>may not aid: it has no Global Power, shares no alignment (Fanatic aside) with the target and is not its master or puppet</source>
        <translation>darf nicht unterstützen: keine Globale Macht, keine gemeinsame Gesinnung (außer Fanatisch) mit dem Ziel und weder sein Meister noch seine Puppe</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="227"/>
        <source>the target of an instant attack may not spend Action tokens</source>
        <translation>das Ziel eines Sofortangriffs darf keine Aktionsmarker einsetzen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="230"/>
        <source>nothing may defend against an instant attack</source>
        <translation>gegen einen Sofortangriff darf nichts verteidigen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="232"/>
        <source>in the boxed game only money defends; other groups cannot take part</source>
        <translation>im klassischen Spiel verteidigt nur Geld; andere Gruppen können nicht teilnehmen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="235"/>
        <source>nobody may oppose a privileged attack on a group from the attacker&apos;s hand</source>
        <translation>gegen einen privilegierten Angriff auf eine Gruppe aus der Hand des Angreifers darf sich niemand stellen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="239"/>
        <source>only the target&apos;s owner may defend against a privileged attack</source>
        <translation>gegen einen privilegierten Angriff darf nur der Besitzer des Ziels verteidigen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="242"/>
        <source>only Illuminati, Secret groups, or its master and puppets may defend a Secret group</source>
        <translation>eine geheime Gruppe dürfen nur Illuminati, geheime Gruppen oder ihr Meister und ihre Puppen verteidigen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="246"/>
        <source>may not defend: it has no Global Power, no alignment in common with the target, and is not its master or puppet</source>
        <translation>darf nicht verteidigen: keine Globale Macht, keine gemeinsame Gesinnung mit dem Ziel und weder sein Meister noch seine Puppe</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="250"/>
        <source>no card or ability may aid either side of an instant attack</source>
        <translation>bei einem Sofortangriff darf keine Karte und keine Fähigkeit einer Seite helfen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="253"/>
        <source>a privileged attack: %1 may not interfere</source>
        <translation>ein privilegierter Angriff: %1 darf nicht eingreifen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="255"/>
        <source>the boxed game has no agents cards</source>
        <translation>das klassische Spiel hat keine Agentenkarten</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="257"/>
        <source>the owner of the real group cannot play an agents card</source>
        <translation>der Besitzer der echten Gruppe kann keine Agentenkarte spielen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="259"/>
        <source>only one agents card can be used in any one attack</source>
        <translation>in einem Angriff kann nur eine Agentenkarte eingesetzt werden</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="261"/>
        <source>%1 already used %2 in this attack: no player may use duplicates of the same Plot</source>
        <translation>%1 hat %2 in diesem Angriff schon eingesetzt: Kein Spieler darf Duplikate desselben Plots einsetzen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="265"/>
        <source>megabucks belong to the boxed game</source>
        <translation>Megabucks gibt es nur im klassischen Spiel</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="267"/>
        <source>nobody may interfere in a privileged attack</source>
        <translation>in einen privilegierten Angriff darf niemand eingreifen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="269"/>
        <source>interfering players pay from their Illuminati treasury only</source>
        <translation>eingreifende Spieler zahlen nur aus ihrer Illuminati-Kasse</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="272"/>
        <source>only the attacking group and the attacker&apos;s Illuminati may spend for the attack</source>
        <translation>für den Angriff dürfen nur die angreifende Gruppe und die Illuminati des Angreifers zahlen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="276"/>
        <source>only the defending group and the defender&apos;s Illuminati may spend to defend a group another player controls</source>
        <translation>zur Verteidigung einer Gruppe, die ein anderer Spieler kontrolliert, dürfen nur die verteidigende Gruppe und die Illuminati des Verteidigers zahlen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="280"/>
        <source>%1 already takes part in this attack: a card takes one role in one attack (give extra tokens as its tokens spent)</source>
        <translation>%1 nimmt schon an diesem Angriff teil: Eine Karte hat in einem Angriff nur eine Rolle (weitere Aktionsmarker als eingesetzte Aktionsmarker angeben)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="326"/>
        <source>Power of the instant attack card %1, as the program knows it</source>
        <translation>Macht der Sofortangriffskarte %1, wie das Programm sie kennt</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="339"/>
        <source>the boxed game has no instant attacks</source>
        <translation>das klassische Spiel hat keine Sofortangriffe</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="341"/>
        <source>%1 is in a hand, not in play: it can only be attacked to control</source>
        <translation>%1 ist in einer Hand, nicht im Spiel: Es kann nur zur Kontrolle angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="344"/>
        <source>%1 already used the ability of %2 in this attack: it counts once</source>
        <translation>%1 hat die Fähigkeit von %2 in diesem Angriff schon eingesetzt: Sie zählt einmal</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="347"/>
        <source>the card data is the card game&apos;s: in the boxed game the numbers come from the cards named and their powers are for the referee</source>
        <translation>die Kartendaten sind die des Kartenspiels: Im klassischen Spiel gelten die Zahlen der genannten Karten, und über ihre Sonderfähigkeiten entscheidet der Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="351"/>
        <source>%1 takes part in an attack once, whatever tokens are entered for it</source>
        <translation>%1 nimmt an einem Angriff nur einmal teil, wie viele Aktionsmarker auch eingetragen sind</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="354"/>
        <source>%1: its immunity is set aside for this attack by %2</source>
        <translation>%1: Ihre Immunität wird für diesen Angriff durch %2 aufgehoben</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="205"/>
        <source>%1, on %2</source>
        <translation>%1, zu %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="284"/>
        <source>%1 has no Power: a group reduced to Power 0 loses its token and cannot act</source>
        <translation>%1 hat keine Macht: Eine auf Macht 0 gesenkte Gruppe verliert ihren Aktionsmarker und kann nicht handeln</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="55"/>
        <source>%n opposite alignment pair(s), the attacker&apos;s side: %1</source>
        <translation>gegensätzliche Gesinnungspaare: %n, auf Seiten des Angreifers: %1</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="57"/>
        <source>%n opposite alignment pair(s), the attacker&apos;s side: %1; a bonus to destroy</source>
        <translation>gegensätzliche Gesinnungspaare: %n, auf Seiten des Angreifers: %1; ein Bonus beim Zerstören</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="288"/>
        <source>%1 is in the attacker&apos;s hand, not in play: it has no Action tokens to spend</source>
        <translation>%1 ist in der Hand des Angreifers, nicht im Spiel: Es hat keine Aktionsmarker einzusetzen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="292"/>
        <source>ability of %1 that the program does not apply here: %2 (the referee decides)</source>
        <translation>Fähigkeit von %1, die das Programm hier nicht anwendet: %2 (der Schiedsrichter entscheidet)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="296"/>
        <source>%1 may not make this attack: %2</source>
        <translation>%1 darf diesen Angriff nicht machen: %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="298"/>
        <source>a Disaster attacks a Place; %1 is not one</source>
        <translation>eine Katastrophe greift einen Ort an; %1 ist keiner</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="300"/>
        <source>an Assassination attacks a Personality; %1 is not one</source>
        <translation>ein Attentat greift eine Persönlichkeit an; %1 ist keine</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="302"/>
        <source>%1 is not a card the program knows: whether it is a Disaster (the target then loses a token) is for the referee</source>
        <translation>%1 ist keine Karte, die das Programm kennt: Ob sie eine Katastrophe ist (dann verliert das Ziel einen Aktionsmarker), entscheidet der Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="308"/>
        <source>if it succeeds, %1 is killed, not only destroyed: only specific cards save it</source>
        <translation>bei Erfolg wird %1 getötet, nicht nur zerstört: Nur bestimmte Karten retten es</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="312"/>
        <source>ability of %1 as its printed card gives it, not yet checked against the program&apos;s sources: %2 (the referee decides)</source>
        <translation>Fähigkeit von %1 laut aufgedruckter Karte, noch nicht mit den Quellen des Programms abgeglichen: %2 (der Schiedsrichter entscheidet)</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="316"/>
        <source>%1 spends one token here: %2</source>
        <translation>%1 setzt hier einen Aktionsmarker ein: %2</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="318"/>
        <source>the program&apos;s sources do not give the Power of %1: enter it as the card&apos;s Power</source>
        <translation>die Quellen des Programms nennen die Macht von %1 nicht: bitte als Kartenmacht eingeben</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="322"/>
        <source>%1 destroys only on a roll that succeeds by %2 or more: %3 or less, a chance of %4; a smaller success does what the card says short of that</source>
        <translation>%1 zerstört nur bei einem Wurf, der um %2 oder mehr gelingt: %3 oder weniger, Chance %4; ein knapperer Erfolg bewirkt, was die Karte darunter vorsieht</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="329"/>
        <source>if it succeeds: %1 goes to the dead pile, and all %2 MB on it go to the bank</source>
        <translation>bei Erfolg: %1 kommt auf den Friedhof, und alle %2 MB darauf gehen an die Bank</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="333"/>
        <source>%1 has no transferable Power to lend</source>
        <translation>%1 hat keine übertragbare Macht zu verleihen</translation>
    </message>
    <message>
        <location filename="../core/attack/attackfacts.cpp" line="335"/>
        <source>%1 spends %n tokens: a group has one unless a card gives it more (the referee checks which)</source>
        <translation>%1 setzt %n Aktionsmarker ein: Eine Gruppe hat einen, außer eine Karte gibt ihr mehr (der Schiedsrichter prüft, welche)</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="64"/>
        <source>the attacker</source>
        <translation>der Angreifer</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="66"/>
        <source>the defender</source>
        <translation>der Verteidiger</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="70"/>
        <source>the Illuminati treasury</source>
        <translation>der Illuminati-Kasse</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="188"/>
        <source>%1, entered by the referee</source>
        <translation>%1, vom Schiedsrichter eingegeben</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="190"/>
        <source>printed card text of %1, confirmed by the user</source>
        <translation>gedruckter Kartentext von %1, vom Benutzer bestätigt</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="194"/>
        <source>printed card text of %1, unchecked</source>
        <translation>aufgedruckter Kartentext von %1, ungeprüft</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="198"/>
        <source>Card data: %1</source>
        <translation>Kartendaten: %1</translation>
    </message>
    <message>
        <location filename="../core/attack/attackscenario.cpp" line="447"/>
        <source>agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../core/attack/attackscenario.cpp" line="450"/>
        <source>ability</source>
        <translation>Fähigkeit</translation>
    </message>
</context>
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
        <location filename="../ui/common/databasemessages.cpp" line="102"/>
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
        <source>Games recovered: %1.</source>
        <translation>Wiederhergestellte Spiele: %1.</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="96"/>
        <source>The log of these games stops at the first event that could not be read: %1</source>
        <translation>Das Protokoll dieser Spiele endet beim ersten Ereignis, das nicht gelesen werden konnte: %1</translation>
    </message>
    <message>
        <location filename="../ui/common/databasemessages.cpp" line="100"/>
        <source>Some card data could not be read. If you imported a LackeyCCG plugin folder, import it again.</source>
        <translation>Einige Kartendaten konnten nicht gelesen werden. Wenn Sie einen LackeyCCG-Plugin-Ordner importiert hatten, importieren Sie ihn erneut.</translation>
    </message>
</context>
<context>
    <name>GamePhase</name>
    <message>
        <location filename="../core/table/position.cpp" line="581"/>
        <source>Setting up</source>
        <translation>Spielvorbereitung</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="582"/>
        <source>Drawing a Plot</source>
        <translation>Plot ziehen</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="583"/>
        <source>Drawing a Group</source>
        <translation>Gruppe ziehen</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="584"/>
        <source>Automatic takeover</source>
        <translation>Automatische Übernahme</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="585"/>
        <source>Placing Action tokens</source>
        <translation>Aktionsmarker setzen</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="586"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="587"/>
        <source>Free moves</source>
        <translation>Freie Züge</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="588"/>
        <source>Planning (Plan 28)</source>
        <translation>Planung (Plan 28)</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="589"/>
        <source>World Domination (Plan 28)</source>
        <translation>Weltherrschaft (Plan 28)</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="590"/>
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <location filename="../core/table/position.cpp" line="591"/>
        <source>Victory (Plan 28)</source>
        <translation>Sieg (Plan 28)</translation>
    </message>
</context>
<context>
    <name>RuleDifferences</name>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="64"/>
        <source>Boxed game: aid is transferable Power lent by the attacker&apos;s other groups, and Megabucks spent by any side also move the strength (R183-R187).</source>
        <translation>Klassisches Spiel: Unterstützung ist übertragbare Macht aus der eigenen Machtstruktur des Angreifers, und von allen Seiten ausgegebene Megabucks verschieben die Stärke ebenfalls (R183-R187).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="76"/>
        <source>Boxed game: attacks to neutralize exist as well, and nothing announced may change after any money is paid in (R190).</source>
        <translation>Klassisches Spiel: Es gibt zusätzlich Angriffe zur Neutralisierung, und nichts Angesagtes darf sich ändern, sobald Geld ausgegeben wurde (R190).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="86"/>
        <source>Boxed game: Government is opposed to Communist instead (the later summary pairs Corporate with Socialist); the other pairs are unchanged (R197).</source>
        <translation>Klassisches Spiel: Regierung steht stattdessen gegen Kommunistisch (die spätere Kurzfassung stellt Wirtschaft gegen Sozialistisch); die übrigen Paare bleiben gleich (R197).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="90"/>
        <source>Plan 28: the Secret attribute does give a target +5 to its defence (R177).</source>
        <translation>Plan 28: Das Attribut Geheim gibt einem Ziel sehr wohl +5 auf seine Verteidigung (R177).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="96"/>
        <source>Plan 28 and the boxed game give no bonus for alignments shared with the master (R177, R183).</source>
        <translation>Plan 28 und das klassische Spiel geben keinen Bonus für mit dem Meister geteilte Gesinnungen (R177, R183).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="98"/>
        <source>Plan 28 has no closeness bonus (a Secret target gets +5 instead, R177); the boxed game also gives +2 to a group one level further out (R188).</source>
        <translation>Plan 28 kennt keinen Nähebonus (ein geheimes Ziel erhält stattdessen +5, R177); das klassische Spiel gibt zusätzlich +2 für eine Gruppe eine Ebene weiter außen (R188).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="100"/>
        <source>Plan 28: there is no closeness bonus at all (R177).</source>
        <translation>Plan 28: Es gibt überhaupt keinen Nähebonus (R177).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="104"/>
        <source>Boxed game: only the attacker&apos;s other groups aid, adding transferable Power at no cost, and each group takes part in one attack per turn (R183, R195).</source>
        <translation>Klassisches Spiel: Nur Gruppen der eigenen Machtstruktur des Angreifers unterstützen, kostenlos mit übertragbarer Macht, und jede Gruppe nimmt an einem Angriff pro Zug teil (R183, R195).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="106"/>
        <source>Boxed game: all aid must be named before any money goes in, and none may be added later (R184).</source>
        <translation>Klassisches Spiel: Alle Unterstützung muss angesagt sein, bevor Geld ausgegeben wird; später kommt keine mehr hinzu (R184).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="108"/>
        <source>Plan 28 uses one list for aiding either side: Global Power, being master or puppet of the target, or a shared alignment other than Fanatic (R177); in the boxed game any group the attacker controls may aid (R183).</source>
        <translation>Plan 28 nutzt eine Liste für beide Seiten: Globale Macht, Meister oder Puppe des Ziels zu sein oder eine gemeinsame Gesinnung außer Fanatisch (R177); im klassischen Spiel darf jede Gruppe der eigenen Machtstruktur des Angreifers unterstützen (R183).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="110"/>
        <source>Plan 28: a shared Fanatic alignment does not qualify (R177); boxed game: only money from the target and its Illuminati defends (R186).</source>
        <translation>Plan 28: Eine gemeinsame fanatische Gesinnung berechtigt nicht (R177); klassisches Spiel: Nur Geld des Ziels und seiner Illuminati verteidigt (R186).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="112"/>
        <source>Boxed game: there is no Global Power; aiders lend their transferable Power whatever their alignments (R183).</source>
        <translation>Klassisches Spiel: Es gibt keine Globale Macht; Helfer leihen ihre übertragbare Macht, gleich welche Gesinnung sie haben (R183).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="116"/>
        <source>Boxed game: groups do not defend; only money from the target and from its Illuminati counts (R186).</source>
        <translation>Klassisches Spiel: Gruppen verteidigen nicht; es zählt nur Geld des Ziels und seiner Illuminati (R186).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="118"/>
        <source>Boxed game: the counterpart is money, where each MB from the target&apos;s own treasury counts -2 and each from its Illuminati -1 (R186).</source>
        <translation>Klassisches Spiel: Das Gegenstück ist Geld: Jedes MB aus der Kasse des Ziels zählt -2, jedes aus der Kasse seiner Illuminati -1 (R186).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="120"/>
        <source>Boxed game: aiders are the attacker&apos;s other groups, and their alignments do not matter (R183, R191).</source>
        <translation>Klassisches Spiel: Helfer kommen aus der eigenen Machtstruktur des Angreifers, ihre Gesinnungen spielen keine Rolle (R183, R191).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="122"/>
        <source>Boxed game: only money from the target and its Illuminati defends (R186, R191).</source>
        <translation>Klassisches Spiel: Nur Geld des Ziels und seiner Illuminati verteidigt (R186, R191).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="124"/>
        <source>Boxed game: other players interfere only with money from their Illuminati treasury, one point per MB (R187).</source>
        <translation>Klassisches Spiel: Andere Spieler greifen nur mit Geld aus ihrer Illuminati-Kasse ein, ein Punkt pro MB (R187).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="128"/>
        <source>Plan 28: Resistance, not Power, is the target&apos;s defence, as against control (R178); boxed game: a group whose Power is 0 can never be destroyed (R191).</source>
        <translation>Plan 28: Das Ziel verteidigt wie gegen Kontrolle mit seinem Widerstand (R178); klassisches Spiel: Eine Gruppe ohne Macht kann nicht zerstört werden (R191).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="130"/>
        <source>Plan 28 has no closeness bonus (R177); the boxed game also gives +2 one level further out (R188).</source>
        <translation>Plan 28 kennt keinen Nähebonus (R177); das klassische Spiel gibt zusätzlich +2 eine Ebene weiter außen (R188).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="136"/>
        <source>Boxed game: the target goes to the shared dead pile and its puppets become uncontrolled (R191).</source>
        <translation>Klassisches Spiel: Das Ziel kommt auf den gemeinsamen Friedhof, seine Puppen werden unkontrolliert (R191).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="140"/>
        <source>Boxed game: the Servants&apos; bonus to destroy is +2 (R198).</source>
        <translation>Klassisches Spiel: Der Bonus der Diener Cthulhus beim Zerstören beträgt +2 (R198).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="144"/>
        <source>Plan 28 bans Good Polls (R168), and the boxed game has no such cards, so this case arises only in INWO.</source>
        <translation>Plan 28 verbietet Good Polls (R168), und das klassische Spiel kennt solche Karten nicht; der Fall tritt also nur in INWO auf.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="150"/>
        <source>Boxed game: the counterpart is money, where each MB from the target&apos;s own treasury counts double (R186).</source>
        <translation>Klassisches Spiel: Das Gegenstück ist Geld: Jedes MB aus der eigenen Kasse des Ziels zählt doppelt (R186).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="152"/>
        <source>Plan 28 bans Good Polls (R168), so only the totals without it can occur there; the boxed game has no tokens.</source>
        <translation>Plan 28 verbietet Good Polls (R168), dort sind also nur die Summen ohne diese Karte möglich; das klassische Spiel hat keine Aktionsmarker.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="156"/>
        <source>Plan 28 bans Good Polls (R168), and the boxed game has no such cards.</source>
        <translation>Plan 28 verbietet Good Polls (R168), und das klassische Spiel kennt solche Karten nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="158"/>
        <source>Boxed game: Privilege costs a discarded Special card (Bavaria may pay 5 MB instead), and then no other player may spend money on the attack (R192).</source>
        <translation>Klassisches Spiel: Die Privilegierung kostet eine abgeworfene Spezialkarte (Bavaria darf stattdessen 5 MB zahlen), danach darf kein anderer Spieler Geld für den Angriff ausgeben (R192).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="160"/>
        <source>Boxed game: Privilege can be removed only by a particular Special card, which one depending on the edition (R192).</source>
        <translation>Klassisches Spiel: Die Privilegierung lässt sich nur mit einer bestimmten Spezialkarte aufheben, welche, hängt von der Ausgabe ab (R192).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="166"/>
        <source>Boxed game: any attack becomes Privileged if a Special card is discarded as it is declared (R192).</source>
        <translation>Klassisches Spiel: Jeder Angriff wird privilegiert, wenn beim Ansagen eine Spezialkarte abgeworfen wird (R192).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="168"/>
        <source>Plan 28: a Secret target also adds +5 to its defence (R177); the boxed game has no Secret groups.</source>
        <translation>Plan 28: Ein geheimes Ziel erhält zusätzlich +5 auf seine Verteidigung (R177); das klassische Spiel kennt keine geheimen Gruppen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="182"/>
        <source>Plan 28: agents count -10, not -6, in defence (R177); the boxed game has no agents cards.</source>
        <translation>Plan 28: Eine Agentenkarte gibt in der Verteidigung -10 statt -6 (R177); das klassische Spiel hat keine Agentenkarten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="186"/>
        <source>Two-player INWO has no automatic takeovers, so any group brought in from hand can meet an agents card (R163); under Plan 28 the card gives -10 (R177).</source>
        <translation>INWO mit zwei Spielern kennt keine automatischen Übernahmen, jede Gruppe aus der Hand kann also auf eine Agentenkarte treffen (R163); unter Plan 28 gibt die Karte -10 (R177).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="188"/>
        <source>Plan 28: a duplicate may be played to give that group in play an extra Action token or take one away (R175).</source>
        <translation>Plan 28: Ein Duplikat darf ausgespielt werden, um der Gruppe im Spiel einen Aktionsmarker zu geben oder zu nehmen (R175).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="192"/>
        <source>Plan 28: a rival&apos;s Illuminati card kept in hand also scores the victory points that Illuminati would earn (R180).</source>
        <translation>Plan 28: Eine Illuminati-Karte eines Gegners auf der Hand bringt zusätzlich die Siegpunkte, die diese Illuminati erzielen würden (R180).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="196"/>
        <source>Plan 28: a destroy attack meets Resistance (R178), so the halving does not touch the defence; the boxed game has no Devastation.</source>
        <translation>Plan 28: Ein Angriff zur Zerstörung trifft auf den Widerstand (R178), das Halbieren berührt die Verteidigung also nicht; das klassische Spiel kennt keine Verwüstung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="198"/>
        <source>Plan 28 and the boxed game: does not arise, since no destroy defence is halved there.</source>
        <translation>Plan 28 und klassisches Spiel: tritt nicht auf, weil dort keine Verteidigung gegen Zerstörung halbiert wird.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="206"/>
        <source>Boxed game: new groups are not kept in hand; they are laid in the uncontrolled area and attacked there (R182).</source>
        <translation>Klassisches Spiel: Neue Gruppen bleiben nicht auf der Hand; sie kommen in den unkontrollierten Bereich und werden dort angegriffen (R182).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="208"/>
        <source>Boxed game: newcomers that cannot fit become uncontrolled instead of being discarded (R201).</source>
        <translation>Klassisches Spiel: Neuzugänge, die nicht passen, werden unkontrolliert statt abgeworfen (R201).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="210"/>
        <source>Boxed game: an attack can be called off until the attacker spends money; any spending or the roll commits it (R193).</source>
        <translation>Klassisches Spiel: Ein Angriff lässt sich abblasen, bis der Angreifer Geld ausgibt; jede Ausgabe oder der Wurf legt ihn fest (R193).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="222"/>
        <source>Boxed game: there are no tokens; a group without Power cannot attack, and cannot be destroyed either (R191).</source>
        <translation>Klassisches Spiel: Es gibt keine Aktionsmarker; eine Gruppe ohne Macht kann nicht angreifen und auch nicht zerstört werden (R191).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="246"/>
        <source>Two-player INWO and the boxed game have no automatic takeovers, so this does not arise there (R163, R182).</source>
        <translation>INWO mit zwei Spielern und das klassische Spiel kennen keine automatischen Übernahmen, dort tritt der Fall also nicht auf (R163, R182).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="270"/>
        <source>Plan 28: the roll decides which of the simultaneous plays goes first, and each play then resolves fully before another comes.</source>
        <translation>Plan 28: Der Wurf entscheidet, welcher der gleichzeitigen Spielzüge zuerst kommt; danach wirkt jeder Spielzug, bevor der nächste kommt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="274"/>
        <source>Plan 28: NWOs also come off the uncontrolled deck during Planning and go straight into play.</source>
        <translation>Plan 28: NWOs kommen in der Planung auch vom unkontrollierten Deck und gehen direkt ins Spiel.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="288"/>
        <source>Plan 28: nobody claims victory during play; victory points decide the winner after the fourth turn.</source>
        <translation>Plan 28: Während des Spiels sagt niemand einen Sieg an; nach dem vierten Zug entscheiden die Siegpunkte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="290"/>
        <source>Plan 28: the winner is found only after the fourth turn; the boxed game has no first-round ban.</source>
        <translation>Plan 28: Der Sieger wird erst nach dem vierten Zug ermittelt; das klassische Spiel kennt kein Siegverbot in der ersten Runde.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="292"/>
        <source>Boxed game: the number follows the player count at the start; Plan 28 scores victory points instead.</source>
        <translation>Klassisches Spiel: Die Zahl richtet sich nach der Spielerzahl zu Beginn; Plan 28 zählt stattdessen Siegpunkte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="310"/>
        <source>Plan 28: a Goal card in hand adds victory points at the end rather than winning outright.</source>
        <translation>Plan 28: Eine Zielkarte auf der Hand bringt am Ende Siegpunkte, statt direkt zu gewinnen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="322"/>
        <source>Plan 28: players tied on victory points are split by most groups, then most total Power, and only then share.</source>
        <translation>Plan 28: Bei gleichen Siegpunkten entscheiden die meisten Gruppen, dann die größte Gesamtmacht, erst danach wird geteilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="326"/>
        <source>Boxed game: a player is out only once he holds no group but his Illuminati after his third turn, and a leaver&apos;s groups go uncontrolled.</source>
        <translation>Klassisches Spiel: Ein Spieler scheidet erst aus, wenn er nach seinem dritten Zug keine Gruppe außer seinen Illuminati hat, und die Gruppen eines Aussteigers werden unkontrolliert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="338"/>
        <source>Two-player INWO: there are no automatic takeovers, so only the rule on clashing leads applies.</source>
        <translation>INWO zu zweit: Es gibt keine automatischen Übernahmen, daher gilt nur die Regel zu doppelten Startgruppen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="340"/>
        <source>Two-player INWO: only the Illuminati token brings a Resource in, one a turn at most.</source>
        <translation>INWO zu zweit: Nur der Aktionsmarker der Illuminati bringt eine Ressource ins Spiel, höchstens eine pro Zug.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="352"/>
        <source>Plan 28: making or moving a link is an active move of the World Domination phase.</source>
        <translation>Plan 28: Eine Verknüpfung herzustellen oder zu verschieben ist ein aktiver Zug der Weltherrschaftsphase.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="360"/>
        <source>Plan 28 has its own setup: 3 Plots, a starting group, the In Media Res draft, then 3 Group cards.</source>
        <translation>Plan 28 hat einen eigenen Aufbau: 3 Plots, eine Startgruppe, die Auswahl der In-Media-Res-Karten, dann 3 Gruppenkarten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="362"/>
        <source>Two-player INWO drops phase 3, Plan 28 uses its own four phases, and the boxed game has its own sequence.</source>
        <translation>INWO zu zweit streicht Phase 3, Plan 28 hat eigene vier Phasen, und das klassische Spiel hat einen eigenen Ablauf.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="364"/>
        <source>Plan 28 places tokens at the end of Planning; the boxed game has no tokens but gives each player 2 actions a turn.</source>
        <translation>Plan 28 legt die Aktionsmarker am Ende der Planung aus; das klassische Spiel hat keine Aktionsmarker, sondern 2 Aktionen pro Spieler und Zug.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="366"/>
        <source>Plan 28: buying Plots is an active move, and unused actions may be spent on Plots at End of Turn.</source>
        <translation>Plan 28: Plots zu kaufen ist ein aktiver Zug, und ungenutzte Aktionen dürfen beim Zugende für Plots ausgegeben werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="368"/>
        <source>Plan 28: every player cuts his hand to 5 cards during End of Turn.</source>
        <translation>Plan 28: Alle werfen beim Zugende auf 5 Karten ab.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="370"/>
        <source>Plan 28: spending the Illuminati token on a Group card is one active move of World Domination.</source>
        <translation>Plan 28: Den Aktionsmarker der Illuminati für eine Gruppenkarte auszugeben ist ein aktiver Zug der Weltherrschaft.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="372"/>
        <source>Plan 28: every player acts in each turn, in order from a starting player, and the next player becomes starting player each turn.</source>
        <translation>Plan 28: In jedem Zug handeln alle Spieler, der Reihe nach ab einem Startspieler, und mit jedem Zug wird der nächste Spieler Startspieler.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="374"/>
        <source>Two-player INWO adds that no attacks between the two players are allowed before each has had a full turn.</source>
        <translation>INWO zu zweit ergänzt: Keiner darf den anderen angreifen, bevor jeder einen vollen Zug hatte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="376"/>
        <source>Boxed game: a puppet that cannot avoid overlapping goes, with its puppets, to the uncontrolled area.</source>
        <translation>Klassisches Spiel: Eine Puppe, die sich nicht ohne Überlappung legen lässt, kommt samt ihren Puppen in den unkontrollierten Bereich.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="378"/>
        <source>Boxed game: dropping a group, with its puppets, into the uncontrolled area is a free action.</source>
        <translation>Klassisches Spiel: Eine Gruppe samt Puppen in den unkontrollierten Bereich fallen zu lassen ist eine freie Aktion.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="380"/>
        <source>Plan 28: making a trade is an active move.</source>
        <translation>Plan 28: Ein Tausch ist ein aktiver Zug.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="428"/>
        <source>INWO lets groups of any player aid when alignment or Global Power allows, paying with tokens rather than transferable Power.</source>
        <translation>In INWO dürfen Gruppen jedes Spielers helfen, wenn Gesinnung oder Globale Macht es erlauben, und zahlen mit Aktionsmarkern statt übertragbarer Macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="438"/>
        <source>INWO has only the +10 and +5 steps, and Plan 28 has no closeness bonus at all.</source>
        <translation>INWO kennt nur die Stufen +10 und +5, und Plan 28 hat überhaupt keinen Nähebonus.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="442"/>
        <source>INWO and Plan 28 have no attack to neutralize.</source>
        <translation>INWO und Plan 28 kennen keinen Angriff zur Neutralisierung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="456"/>
        <source>INWO pairs Government with Corporate and has no Communist or Socialist alignment.</source>
        <translation>INWO stellt Regierung gegen Wirtschaft und hat keine Gesinnung Kommunistisch oder Sozialistisch.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="458"/>
        <source>INWO&apos;s Illuminati have different special goals, printed on their cards.</source>
        <translation>Die Illuminati in INWO haben andere Spezialziele, die auf ihren Karten stehen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="462"/>
        <source>INWO: a player is out as soon as his last group is captured or destroyed.</source>
        <translation>INWO: Ein Spieler scheidet aus, sobald seine letzte Gruppe erobert oder zerstört ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="464"/>
        <source>INWO: captured groups that still cannot fit are discarded.</source>
        <translation>INWO: Eroberte Gruppen, die trotzdem nicht passen, werden abgeworfen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="466"/>
        <source>INWO: a group may be handed to another player in his turn if he agrees, again for one action.</source>
        <translation>INWO: Man darf einem anderen Spieler in seinem Zug eine Gruppe geben, wenn er sie will, ebenfalls für eine Aktion.</translation>
    </message>
</context>
<context>
    <name>RuleReading</name>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="14"/>
        <source>A group with Global Power may also defend against a destroy attack, adding its Global Power, since the general defence rule allows Global Power.</source>
        <translation>Eine Gruppe mit Globaler Macht darf sich auch einem Angriff zur Zerstörung widersetzen und ihre Globale Macht einbringen, weil die allgemeine Verteidigungsregel Globale Macht zulässt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="15"/>
        <source>Only a shared alignment, or being the target&apos;s own master or puppet, lets a group defend against a destroy attack; Global Power does not.</source>
        <translation>Nur eine gemeinsame Gesinnung oder die Stellung als Meister oder Puppe des Ziels erlaubt es, sich einem Angriff zur Zerstörung zu widersetzen; Globale Macht genügt nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="18"/>
        <source>The limit applies to each player: two different players may each use one copy of the same Plot in the same attack or defence.</source>
        <translation>Die Grenze gilt je Spieler: Zwei verschiedene Spieler dürfen im selben Angriff oder in derselben Verteidigung je ein Exemplar desselben Plots einsetzen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="19"/>
        <source>The limit applies to the attack as a whole: a given Plot may appear only once in an attack and its defence, whoever plays it.</source>
        <translation>Die Grenze gilt für den ganzen Angriff: Ein bestimmter Plot darf in einem Angriff und seiner Verteidigung nur einmal eingesetzt werden, gleich von wem.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="22"/>
        <source>Halving is a division applied together with the multiplier, after set values and before additions; closeness is added last and never halved.</source>
        <translation>Halbieren ist eine Division, die zusammen mit dem Multiplikator nach gesetzten Werten und vor Additionen angewandt wird; die Nähe kommt zuletzt hinzu und wird nie halbiert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="23"/>
        <source>Halving is applied to the finished Power after all additions and subtractions, and only closeness is added after it.</source>
        <translation>Halbiert wird die fertige Macht nach allen Additionen und Subtraktionen; nur die Nähe kommt danach noch hinzu.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="24"/>
        <source>Halving is itself a multiplying effect, so under R77 it cannot be combined with a doubling and only one of the two applies.</source>
        <translation>Halbieren zählt als einer der multiplizierenden Effekte; nach R77 lässt es sich also nicht mit einer Verdopplung kombinieren, und nur einer der beiden gilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="27"/>
        <source>A modified two-dice roll is held between 2 and 12, so a result pushed below 2 counts as 2 and one above 12 as 12.</source>
        <translation>Ein veränderter Wurf mit zwei Würfeln wird zwischen 2 und 12 gehalten: Ein Ergebnis unter 2 zählt als 2, eines über 12 als 12.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="28"/>
        <source>Only single-die rolls are clamped to 1 to 6; a modified two-dice total keeps its value even outside 2 to 12, which can matter for the margin of success.</source>
        <translation>Nur Würfe mit einem Würfel werden auf 1 bis 6 begrenzt; eine veränderte Summe zweier Würfel behält ihren Wert auch außerhalb von 2 bis 12, was für den Erfolgsabstand zählen kann.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="31"/>
        <source>Permanent changes keep counting for goals after destruction, but a card returned to play starts again from its printed values.</source>
        <translation>Dauerhafte Änderungen zählen nach der Zerstörung weiter für Ziele, doch eine ins Spiel zurückgeholte Karte beginnt wieder mit ihren aufgedruckten Werten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="32"/>
        <source>A permanent change outlasts destruction in every respect, so a card brought back into play still carries it.</source>
        <translation>Eine dauerhafte Änderung überdauert die Zerstörung in jeder Hinsicht, eine zurückgeholte Karte trägt sie also weiter.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="33"/>
        <source>Destruction wipes every change, so even for goals a destroyed card counts only with its printed values.</source>
        <translation>Die Zerstörung löscht jede Änderung, daher zählt eine zerstörte Karte auch für Ziele nur mit ihren aufgedruckten Werten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="36"/>
        <source>The 9 are Group-deck cards, so Resources may be among them.</source>
        <translation>Die 9 sind Karten des Gruppendecks, Ressourcen dürfen also darunter sein.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="37"/>
        <source>The 9 must all be true Groups, so a Plan 28 deck carries no Resources.</source>
        <translation>Die 9 müssen echte Gruppen sein, ein Plan-28-Deck enthält also keine Ressourcen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="40"/>
        <source>Each player keeps 2 of his 4 cards face up in a shared pool, then players pick from that pool in turn from the starting player, in reverse order for the second pick.</source>
        <translation>Jeder legt 2 seiner 4 Karten offen in einen gemeinsamen Vorrat; dann wählen alle der Reihe nach ab dem Startspieler daraus, bei der zweiten Wahl in umgekehrter Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="41"/>
        <source>There is no shared pool: the snake order only sets when each player picks 2 of his own 4 cards.</source>
        <translation>Es gibt keinen gemeinsamen Vorrat: Die Schlangenreihenfolge legt nur fest, wann jeder 2 seiner eigenen 4 Karten wählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="42"/>
        <source>All In Media Res cards go face up into one pool and are drafted in snake order, with no private keep-two step.</source>
        <translation>Alle In-Media-Res-Karten kommen offen in einen Vorrat und werden in Schlangenreihenfolge gewählt, ohne eigenes Behalten von zwei Karten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="45"/>
        <source>Plan 28 lists every modifier, so closeness to the Illuminati and alignments shared with the master give the target nothing.</source>
        <translation>Plan 28 zählt jeden Modifikator auf; Nähe zu den Illuminati und mit dem Meister geteilte Gesinnungen bringen dem Ziel also nichts.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="46"/>
        <source>The list only shows what Plan 28 changes, so INWO&apos;s closeness (+10/+5) and master-alignment (+4) bonuses still apply.</source>
        <translation>Die Liste nennt nur, was Plan 28 ändert; die Boni aus INWO für Nähe (+10/+5) und Meistergesinnung (+4) gelten also weiter.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="49"/>
        <source>Defence is exactly as for control: the target&apos;s Resistance, +5 if Secret.</source>
        <translation>Die Verteidigung ist genau wie bei Kontrolle: der Widerstand des Ziels, +5 bei geheimen Gruppen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="50"/>
        <source>As in INWO, the target&apos;s Power is its defence; &apos;as attacks to control&apos; only means the same defensive extras apply.</source>
        <translation>Wie in INWO verteidigt das Ziel mit seiner Macht; „wie bei Angriffen zur Kontrolle“ heißt nur, dass dieselben Verteidigungszuschläge gelten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="53"/>
        <source>As the later summary says, neutralizing needs no open control arrow.</source>
        <translation>Wie die spätere Kurzfassung sagt, braucht eine Neutralisierung keinen freien Kontrollpfeil.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="54"/>
        <source>The first rulebook calls it identical to control except for the listed points, so an open control arrow is still needed.</source>
        <translation>Das erste Regelheft nennt sie bis auf die aufgezählten Punkte gleich der Kontrolle, daher ist weiter ein freier Kontrollpfeil nötig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="57"/>
        <source>Go by edition: in the later one, discarding any two Specials abolishes Privilege; under the first rulebook a named card does, and its conflict over which card is flagged.</source>
        <translation>Nach Ausgabe: In der späteren hebt das Abwerfen zweier beliebiger Spezialkarten die Privilegierung auf; im ersten Regelheft tut es eine bestimmte Karte, und sein Widerspruch, welche, wird gemeldet.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="58"/>
        <source>Only the Special card Interference can abolish Privilege, whatever the edition.</source>
        <translation>Nur die Spezialkarte Interference kann die Privilegierung aufheben, in jeder Ausgabe.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="59"/>
        <source>Deep Agent is the sole card that abolishes Privilege, whatever the edition.</source>
        <translation>Nur die Karte Deep Agent kann die Privilegierung aufheben, in jeder Ausgabe.</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <location filename="../core/rules/factrender.cpp" line="201"/>
        <location filename="../core/rules/ruleidentity.cpp" line="1081"/>
        <source>%1 (line %2)</source>
        <extracomment>A rule&apos;s source: %1 is a rules text, %2 a line number</extracomment>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="203"/>
        <location filename="../core/rules/ruleidentity.cpp" line="1083"/>
        <source>%1 (lines %2-%3)</source>
        <extracomment>A rule&apos;s source: %1 is a rules text, %2 and %3 the first and last line</extracomment>
        <translation>%1 (Zeilen %2–%3)</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="1087"/>
        <source>%1, %2 (line %3)</source>
        <extracomment>A rule&apos;s source: %1 is a rules text, %2 its heading, %3 a line number</extracomment>
        <translation>%1, %2 (Zeile %3)</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="1090"/>
        <source>%1, %2 (lines %3-%4)</source>
        <extracomment>A rule&apos;s source: %1 is a rules text, %2 its heading, %3 and %4 the first and last line</extracomment>
        <translation>%1, %2 (Zeilen %3–%4)</translation>
    </message>
</context>
<context>
    <name>RuleSummary</name>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="64"/>
        <source>The attack strength equals the attacker&apos;s Power plus all aid, minus the target&apos;s Resistance and every defence bonus. The attack to control succeeds if two dice together show that number or less.</source>
        <translation>Die Angriffsstärke ist die Macht des Angreifers plus alle Unterstützung, minus den Widerstand des Ziels und alle Verteidigungsboni. Der Angriff zur Kontrolle gelingt, wenn zwei Würfel zusammen höchstens diese Zahl zeigen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="66"/>
        <source>Two dice never total less than 2. An attack whose final strength is 1 or lower therefore has no chance, whatever is rolled.</source>
        <translation>Zwei Würfel ergeben zusammen nie weniger als 2. Ein Angriff mit einer Endstärke von 1 oder weniger hat daher keine Chance, egal was gewürfelt wird.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="68"/>
        <source>A total of 11 or 12 on the dice is a failure however strong the attack is. Raising the strength above 10 therefore no longer improves the odds, which stay at 33 in 36.</source>
        <translation>Eine 11 oder 12 auf den Würfeln ist ein Fehlschlag, wie stark der Angriff auch ist. Eine Stärke über 10 verbessert die Chance daher nicht mehr; sie bleibt bei 33 zu 36.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="70"/>
        <source>The chance is that two dice show the strength or under, counting any strength above 10 as 10 and anything below 2 as hopeless: 2 gives 1/36, 3 gives 1/12, 4 gives 1/6, 5 gives 5/18, 6 gives 5/12, 7 gives 7/12, 8 gives 13/18, 9 gives 5/6, 10 or more gives 11/12.</source>
        <translation>Die Chance ist die, mit zwei Würfeln die Stärke oder weniger zu werfen; eine Stärke über 10 zählt als 10, unter 2 ist sie aussichtslos: 2 ergibt 1/36, 3 ergibt 1/12, 4 ergibt 1/6, 5 ergibt 5/18, 6 ergibt 5/12, 7 ergibt 7/12, 8 ergibt 13/18, 9 ergibt 5/6, 10 oder mehr ergibt 11/12.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="72"/>
        <source>Both sides may keep adding tokens, Plots or abilities to an attack. Only when no player can or will add anything more is the strength fixed; then the attacker rolls.</source>
        <translation>Beide Seiten dürfen einem Angriff weiter Aktionsmarker, Plots oder Fähigkeiten hinzufügen. Erst wenn kein Spieler mehr etwas beisteuern kann oder will, steht die Stärke fest; dann würfelt der Angreifer.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="74"/>
        <source>Every bonus, for attack or for defence, must be claimed before the roll. A bonus nobody mentions in time is simply lost, even if it would have changed the result.</source>
        <translation>Jeder Bonus, ob für Angriff oder Verteidigung, muss vor dem Würfeln beansprucht werden. Ein Bonus, den niemand rechtzeitig nennt, verfällt, auch wenn er das Ergebnis geändert hätte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="76"/>
        <source>When starting an attack, the attacker names the attacking group, the groups helping it, whether it is an attack to control or to destroy, and the target.</source>
        <translation>Zu Beginn eines Angriffs nennt der Angreifer die angreifende Gruppe, die helfenden Gruppen, ob es ein Angriff zur Kontrolle oder zur Zerstörung ist, und das Ziel.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="78"/>
        <source>To attempt a takeover, the attacking group needs at least one outgoing control arrow that is neither occupied nor blocked. Without one it cannot try for control.</source>
        <translation>Für einen Übernahmeversuch braucht die angreifende Gruppe mindestens einen ausgehenden Kontrollpfeil, der weder belegt noch blockiert ist. Ohne ihn kann sie keinen Angriff zur Kontrolle führen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="80"/>
        <source>An Illuminati card may make attacks, but no attack can ever target it. A player&apos;s Illuminati suffers only when every group under it is lost.</source>
        <translation>Eine Illuminati-Karte darf angreifen, kann aber nie Ziel eines Angriffs sein. Den Illuminati eines Spielers schadet man nur, indem man ihnen alle kontrollierten Gruppen nimmt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="82"/>
        <source>Alignment alone never rules out a target: a group may attack any group, whatever the alignments of either. Alignments decide which other groups may join in, and they shift the odds.</source>
        <translation>Die Gesinnung allein schließt kein Ziel aus: Eine Gruppe darf jede Gruppe angreifen, gleich welche Gesinnungen beide haben. Gesinnungen bestimmen, welche anderen Gruppen mitmachen dürfen, und verschieben die Chancen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="84"/>
        <source>In an attack to control, the leading group gets +4 for every alignment it shares with the target and -4 for every pair of opposed alignments between them.</source>
        <translation>Bei einem Angriff zur Kontrolle erhält die führende Gruppe +4 für jede Gesinnung, die sie mit dem Ziel gemeinsam hat, und -4 für jedes gegensätzliche Gesinnungspaar zwischen beiden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="86"/>
        <source>The opposed pairs are Government and Corporate, Liberal and Conservative, Peaceful and Violent, Straight and Weird; Criminal is unpaired. Two Fanatic groups always count as opposed, so Fanatic against Fanatic is -4 to control and +4 to destroy.</source>
        <translation>Regierung steht gegen Wirtschaft, Liberal gegen Konservativ, Friedlich gegen Gewalttätig und Spießig gegen Verrückt. Kriminell hat kein Gegenstück. Zwei fanatische Gruppen gelten immer als gegensätzlich: Fanatisch gegen Fanatisch gibt -4 bei Kontrolle und +4 bei Zerstörung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="88"/>
        <source>Alignment bonuses and penalties count only for the group leading the attack. Groups that aid it add their Power, never their alignment modifiers.</source>
        <translation>Gesinnungsboni und -mali zählen nur für die Gruppe, die den Angriff führt. Helfende Gruppen steuern ihre Macht bei, nie ihre Gesinnungsmodifikatoren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="90"/>
        <source>Attributes such as Computer or Media are labels, not alignments. They give no +4 or -4 of their own; they matter only where a card&apos;s ability refers to them.</source>
        <translation>Attribute wie Computer oder Medien sind Merkmale, keine Gesinnungen. Sie geben von sich aus weder +4 noch -4; sie zählen nur, wo die Fähigkeit einer Karte sich auf sie bezieht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="92"/>
        <source>A group cannot hold both halves of an opposed pair: gaining one alignment removes its opposite. Gaining an alignment the group already has changes nothing, since alignments never double up.</source>
        <translation>Eine Gruppe kann nicht beide Seiten eines Gegensatzpaares haben: Erhält sie eine Gesinnung, verliert sie die gegensätzliche. Erhält sie eine Gesinnung, die sie schon hat, ändert sich nichts, denn Gesinnungen gibt es nie doppelt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="94"/>
        <source>An Illuminati card never has alignments. So an attack led by Illuminati gets no alignment bonus or penalty, and a group directly under its Illuminati gains no Resistance for alignments shared with that master.</source>
        <translation>Eine Illuminati-Karte hat nie Gesinnungen. Ein von Illuminati geführter Angriff erhält daher weder Gesinnungsbonus noch -malus, und eine Gruppe direkt unter ihren Illuminati erhält keinen Widerstand für mit diesem Meister geteilte Gesinnungen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="96"/>
        <source>Against an attack to control, the target gains +4 Resistance for each alignment it shares with its master. Opposed alignments with the master cost nothing, and two Fanatics count as opposed, so they add nothing. Attacks to destroy ignore this bonus.</source>
        <translation>Gegen einen Angriff zur Kontrolle erhält das Ziel +4 Widerstand für jede Gesinnung, die es mit seinem Meister teilt. Gegensätzliche Gesinnungen kosten nichts, und zwei fanatische Gruppen gelten als gegensätzlich, bringen also nichts. Bei Angriffen zur Zerstörung zählt dieser Bonus nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="98"/>
        <source>A group sitting directly under its Illuminati gets +10 Resistance; one with exactly one group between it and the Illuminati gets +5. Groups further out get no closeness bonus.</source>
        <translation>Eine Gruppe direkt unter ihren Illuminati erhält +10 Widerstand, eine mit genau einer Gruppe dazwischen +5. Weiter entfernte Gruppen erhalten keinen Nähebonus.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="100"/>
        <source>No card or effect can double or otherwise multiply the closeness bonus. Work out the target&apos;s value with all multipliers first, then add closeness at the end.</source>
        <translation>Keine Karte und kein Effekt kann den Nähebonus verdoppeln oder sonst vervielfachen. Zuerst den Wert des Ziels mit allen Multiplikatoren berechnen, dann den Nähebonus am Ende addieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="102"/>
        <source>Some groups carry abilities that raise their Resistance against particular kinds of attack. Add them to the defence whenever the attack is of the kind the card describes.</source>
        <translation>Manche Gruppen haben Fähigkeiten, die ihren Widerstand gegen bestimmte Arten von Angriffen erhöhen. Sie zählen zur Verteidigung, wann immer der Angriff von der Art ist, die die Karte beschreibt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="104"/>
        <source>An attack can have as many aiding groups as its side can muster; each adds its Power. Every aiding group spends its Action token, because aiding, like defending, counts as an action.</source>
        <translation>Beliebig viele Gruppen dürfen einen Angriff unterstützen; jede addiert ihre Macht. Jede helfende Gruppe gibt dafür ihren Aktionsmarker aus, denn Unterstützen zählt wie Verteidigen als Aktion.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="106"/>
        <source>If an attack meets more opposition than expected, either side may bring further groups in partway through, provided they still hold an unspent Action token.</source>
        <translation>Stößt ein Angriff auf mehr Gegenwehr als erwartet, darf jede Seite mittendrin weitere Gruppen einbringen, solange diese noch einen unverbrauchten Aktionsmarker haben.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="108"/>
        <source>To lend its Power to a takeover attempt, a group must either have Global Power or share an alignment with the target.</source>
        <translation>Eine Gruppe darf einen Angriff zur Kontrolle nur unterstützen, wenn sie Globale Macht hat oder mindestens eine Gesinnung mit dem Ziel teilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="110"/>
        <source>Defending against a takeover attempt is open to a group with Global Power, a group sharing an alignment with the target, and the target&apos;s own master and puppets.</source>
        <translation>Um gegen einen Angriff zur Kontrolle zu verteidigen, braucht eine Gruppe Globale Macht oder eine gemeinsame Gesinnung mit dem Ziel, oder sie muss Meister oder Puppe des Ziels sein.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="112"/>
        <source>A group whose alignments do not let it join an attack may still take part through its Global Power. It then adds only that Global Power, not its full Power.</source>
        <translation>Eine Gruppe, deren Gesinnungen keine Teilnahme erlauben, darf über ihre Globale Macht trotzdem mitmachen. Sie addiert dann nur diese Globale Macht, nicht ihre volle Macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="114"/>
        <source>A rise in Power leaves Global Power unchanged unless the card says it raises Global Power too. If Power falls below Global Power, Global Power drops to the new Power.</source>
        <translation>Steigt die Macht, bleibt die Globale Macht gleich, außer die Karte erhöht ausdrücklich auch sie. Fällt die Macht unter die Globale Macht, sinkt die Globale Macht auf den neuen Wert der Macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="116"/>
        <source>Whatever its alignments, a group may always spend its action protecting itself, the group above it, or the groups below it. An Illuminati card may defend any group at all.</source>
        <translation>Gesinnungen hindern eine Gruppe nie daran, ihre Aktion zur Verteidigung ihrer selbst, ihres Meisters oder ihrer Puppen einzusetzen. Eine Illuminati-Karte darf jede beliebige Gruppe verteidigen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="118"/>
        <source>When the target spends its own token to defend, it takes off twice its Power (a Power 2 target subtracts 4). The VFAQ counts this as current defence Power plus permanent Power (R44). A master&apos;s token takes off the master&apos;s Power once.</source>
        <translation>Setzt das Ziel seinen eigenen Aktionsmarker zur Verteidigung ein, zieht es das Doppelte seiner Macht ab (ein Ziel mit Macht 2 zieht 4 ab). Die VFAQ rechnet das als aktuelle Verteidigungsmacht plus dauerhafte Macht (R44). Der Aktionsmarker eines Meisters zieht dessen Macht einmal ab.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="120"/>
        <source>A group can lend its Power to an attack to destroy only with Global Power, or with an alignment opposite to one of the target&apos;s.</source>
        <translation>Eine Gruppe darf einen Angriff zur Zerstörung nur unterstützen, wenn sie Globale Macht hat oder mindestens eine Gesinnung, die einer des Ziels entgegengesetzt ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="122"/>
        <source>Defending against an attack to destroy is open to groups sharing an alignment with the target and to its own master and puppets. The rulebook is unclear about Global Power; our ruling lets a group with Global Power defend too, adding only that Global Power.</source>
        <translation>Eine Gruppe darf gegen einen Angriff zur Zerstörung verteidigen, wenn sie eine Gesinnung mit dem Ziel teilt oder Meister oder Puppe des Ziels ist. Zur Globalen Macht ist das Regelheft unklar; nach unserer Entscheidung darf auch eine Gruppe mit Globaler Macht verteidigen, aber nur mit dieser Globalen Macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="124"/>
        <source>A player outside the attack may still back either side: with the Power of his eligible groups, each spending its token, with Plots, or with special abilities. The usual alignment and Global Power limits apply.</source>
        <translation>Ein unbeteiligter Spieler darf trotzdem eine der beiden Seiten stützen: mit der Macht seiner berechtigten Gruppen, die dafür je ihren Aktionsmarker ausgeben, mit Plots oder mit Sonderfähigkeiten. Es gelten die üblichen Grenzen für Gesinnung und Globale Macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="126"/>
        <source>A group can never be its own target, and it can never add its Power to an attack aimed at itself.</source>
        <translation>Eine Gruppe kann nie ihr eigenes Ziel sein und nie ihre Macht in einen Angriff auf sich selbst einbringen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="128"/>
        <source>In an attack to destroy, the target resists with its Power instead of its Resistance. The strength is the attacking Power minus the target&apos;s Power, with the usual modifiers.</source>
        <translation>Bei einem Angriff zur Zerstörung wehrt sich das Ziel mit seiner Macht statt mit seinem Widerstand. Die Stärke ist die angreifende Macht minus die Macht des Ziels, mit den üblichen Modifikatoren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="130"/>
        <source>Nearness to the Illuminati still protects a target from destruction (+10 or +5), except when you are destroying your own group. Alignments shared with the master give nothing here.</source>
        <translation>Die Nähe zu den Illuminati schützt ein Ziel auch gegen Zerstörung (+10 oder +5), außer man zerstört seine eigene Gruppe. Mit dem Meister geteilte Gesinnungen bringen hier nichts.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="132"/>
        <source>Destruction comes easier between unlike groups: the attack gets +4 for every opposed pair of alignments between attacker and target, and -4 for every alignment they share.</source>
        <translation>Zerstörung fällt ungleichen Gruppen leichter: Der Angriff erhält +4 für jedes gegensätzliche Gesinnungspaar zwischen Angreifer und Ziel und -4 für jede gemeinsame Gesinnung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="134"/>
        <source>A group may attack to destroy even when all its control arrows are used or blocked; no free arrow is required.</source>
        <translation>Eine Gruppe darf auch dann zur Zerstörung angreifen, wenn alle ihre Kontrollpfeile belegt oder blockiert sind; ein freier Pfeil ist nicht nötig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="136"/>
        <source>A destroyed group goes onto the destroying player&apos;s own destroyed pile, so keep track of who destroyed what. Its puppets survive, but are stripped of their tokens and returned to their former controller&apos;s hand.</source>
        <translation>Eine zerstörte Gruppe kommt zu den zerstörten Karten des Spielers, der sie zerstört hat; daher festhalten, wer was zerstört hat. Ihre Puppen überleben, verlieren aber ihre Aktionsmarker und gehen auf die Hand des Spielers zurück, der sie kontrollierte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="138"/>
        <source>You may attack to destroy a group in your own Power Structure. When you do, its closeness to your Illuminati gives it no protection.</source>
        <translation>Man darf eine Gruppe der eigenen Machtstruktur zur Zerstörung angreifen. Dann schützt sie ihre Nähe zu den eigenen Illuminati nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="140"/>
        <source>The Servants of Cthulhu give +4 to every attempt their player makes to destroy a group, Disasters and Assassinations included.</source>
        <translation>Die Diener Cthulhus geben jedem Versuch ihres Spielers, eine Gruppe zu zerstören, +4, Katastrophen und Attentate eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="142"/>
        <source>A lasting Power change on a group, such as from Necronomicon, Cyborg Soldiers or an NWO, counts wherever that Power is used in defence: the base value, every token the group spends, and the extra bonus for the target&apos;s own token.</source>
        <translation>Eine dauerhafte Änderung der Macht einer Gruppe, etwa durch Necronomicon, Cyborg Soldiers oder ein NWO, zählt überall, wo diese Macht in der Verteidigung verwendet wird: beim Grundwert, bei jedem Aktionsmarker der Gruppe und beim Zusatzbonus für den eigenen Aktionsmarker des Ziels.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="144"/>
        <source>Of several multipliers only the largest one counts. Good Polls (x3, defence only) takes the place of the x2 from Cyborg Soldiers or Necronomicon for that use, so Power 7 defends at 21, never 7x2x3.</source>
        <translation>Von mehreren Multiplikatoren zählt nur der größte. Good Polls (x3, nur zur Verteidigung) ersetzt für diese Verwendung das x2 von Cyborg Soldiers oder Necronomicon: Macht 7 verteidigt mit 21, nie mit 7x2x3.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="146"/>
        <source>A +10 Plot played for the defence is added to the total one time only. It is not counted again in the extra bonus the target earns by spending its own token.</source>
        <translation>Ein +10-Plot für die Verteidigung wird der Summe nur einmal hinzugefügt. Im Zusatzbonus, den das Ziel für seinen eigenen Aktionsmarker erhält, zählt er nicht noch einmal.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="148"/>
        <source>One defence may use two +10 cards, provided the two are different cards, each counted once. Two copies of the same card are never allowed in one defence (R55).</source>
        <translation>Eine Verteidigung darf zwei +10-Karten nutzen, wenn es verschiedene Karten sind; jede zählt einmal. Zwei Exemplare derselben Karte sind in einer Verteidigung nie erlaubt (R55).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="150"/>
        <source>When the attacked group spends a token in its own defence, that token is worth its current defence Power, with multipliers and defence-only bonuses, plus its permanent Power once more. Temporary boosts such as +10s are left out of that extra part.</source>
        <translation>Setzt die angegriffene Gruppe einen Aktionsmarker zu ihrer eigenen Verteidigung ein, zählt er ihre aktuelle Verteidigungsmacht mit Multiplikatoren und reinen Verteidigungsboni, dazu noch einmal ihre dauerhafte Macht. Vorübergehende Boni wie +10 bleiben bei diesem Zusatzteil außen vor.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="152"/>
        <source>The VFAQ&apos;s New York (Power 7) totals against destroy: base, token and own-token bonus give 7+7+7, or 31 with a +10 card; with Cyborg Soldiers, 14+14+14 = 42; adding Good Polls, 21+21+14 = 56; the full example reaches 23+43+14+23+14+10 = 127.</source>
        <translation>Die Summen der VFAQ für New York (Macht 7) gegen Zerstörung: Grundwert, Aktionsmarker und Bonus für den eigenen Aktionsmarker ergeben 7+7+7, mit einer +10-Karte 31; mit Cyborg Soldiers 14+14+14 = 42; dazu Good Polls 21+21+14 = 56; das vollständige Beispiel kommt auf 23+43+14+23+14+10 = 127.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="154"/>
        <source>A bonus that raises Power for defence only, like Hammer of Thor&apos;s +2 in the VFAQ example, is added to the base and to each token&apos;s Power, just as Good Polls multiplies them, but not to the target&apos;s extra permanent-Power bonus (R44).</source>
        <translation>Ein Bonus, der die Macht nur zur Verteidigung erhöht, wie die +2 von Hammer of Thor im Beispiel der VFAQ, kommt zum Grundwert und zur Macht jedes Aktionsmarkers hinzu, so wie Good Polls sie multipliziert, aber nicht zum Zusatzbonus aus der dauerhaften Macht des Ziels (R44).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="156"/>
        <source>Two Good Polls covering two of the target&apos;s alignments still give a single x3, because multipliers never pile up. The second card still protects the owner&apos;s other groups of its alignment.</source>
        <translation>Zwei Good Polls für zwei Gesinnungen des Ziels ergeben trotzdem nur ein einziges x3, denn Multiplikatoren werden nie übereinander gestapelt. Die zweite Karte schützt aber weiterhin die übrigen Gruppen des Besitzers mit ihrer Gesinnung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="158"/>
        <source>No third player may take either side in a Privileged attack. If the target belongs to a rival, only that rival&apos;s own groups and Plots may defend it; if the attacker is taking over a card from his own hand, nobody may oppose at all.</source>
        <translation>In einen privilegierten Angriff darf kein dritter Spieler für oder gegen eingreifen. Gehört das Ziel einem Gegner, dürfen nur dessen eigene Gruppen und Plots es verteidigen; übernimmt der Angreifer eine Gruppe aus seiner eigenen Hand, darf sich niemand widersetzen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="160"/>
        <source>Once a card or ability strips an attack of its Privilege, nothing can make that attack Privileged again. After the attack has been resolved, other players may still play cards that modify or cancel its roll.</source>
        <translation>Hat eine Karte oder Fähigkeit einem Angriff die Privilegierung genommen, kann ihn nichts mehr privilegieren. Ist der Angriff abgewickelt, dürfen andere Spieler noch Karten spielen, die seinen Wurf ändern oder aufheben.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="162"/>
        <source>While a Privileged attack is going on, players may not trade or give each other cards, and nobody may spend tokens to buy Plots.</source>
        <translation>Solange ein privilegierter Angriff läuft, dürfen Spieler einander keine Karten tauschen oder schenken, und niemand darf mit Aktionsmarkern Plots kaufen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="164"/>
        <source>Third parties may not join a Privileged attack, but they may cancel whatever made it Privileged. Bavaria&apos;s Privilege comes from its special ability, not its action, so cancelling the action does not help; it takes AWHFY to stop it.</source>
        <translation>Dritte dürfen sich nicht an einem privilegierten Angriff beteiligen, aber sie dürfen aufheben, was ihn privilegiert gemacht hat. Bavarias Privilegierung beruht auf seiner Sonderfähigkeit, nicht auf seiner Aktion; das Aufheben der Aktion hilft also nicht, nur AWHFY stoppt sie.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="166"/>
        <source>INWO has no general rule for granting Privilege: only cards grant it, such as the Bavarian Illuminati, who may grant it to one attack each turn. The rules sources state no wider rule.</source>
        <translation>INWO kennt keinen allgemeinen Weg, einen Angriff zu privilegieren: Das tun nur Karten, etwa die Bavarian Illuminati, die einen Angriff pro Zug privilegieren dürfen. Eine allgemeinere Regel nennen die Quellen nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="168"/>
        <source>Only Illuminati, other Secret groups, and groups whose ability says so may attack a Secret group, interfere in attacks on it, aid its attacks or use abilities on it. Its own master and puppets can always defend it and use abilities for it, and may aid its attacks if otherwise eligible.</source>
        <translation>Nur Illuminati, andere geheime Gruppen und Gruppen, deren Fähigkeit es erlaubt, dürfen eine geheime Gruppe angreifen, in Angriffe auf sie eingreifen, ihre Angriffe unterstützen oder Fähigkeiten auf sie anwenden. Ihr Meister und ihre Puppen dürfen sie immer verteidigen und Fähigkeiten für sie nutzen; ihre Angriffe unterstützen sie, wenn sie sonst berechtigt sind.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="170"/>
        <source>Immunity to a type of group means groups of that type can neither attack the immune group or structure, nor affect it with Power, Global Power or abilities, nor aid attacks on it; they defend normally. A whole immune structure also shields hand, decks and discards. A card naming another beats that card&apos;s immunity.</source>
        <translation>Ist eine Gruppe oder Machtstruktur immun gegen eine Art von Gruppen, können Gruppen dieser Art sie weder angreifen noch mit Macht, Globaler Macht oder Fähigkeiten auf sie einwirken, noch Angriffe auf sie unterstützen; verteidigen dürfen sie normal. Ist eine ganze Machtstruktur immun, sind auch Hand, Decks und Ablagestapel geschützt. Eine Karte, die eine andere namentlich nennt, schlägt deren Immunität.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="172"/>
        <source>No player may use two copies of the same Plot in one attack, or in one defence, even for different groups. Whether two players may each use one copy is unclear; our ruling allows it, since the rule is worded per player.</source>
        <translation>Kein Spieler darf zwei Exemplare desselben Plots in einem Angriff oder in einer Verteidigung einsetzen, auch nicht für verschiedene Gruppen. Ob zwei Spieler je ein Exemplar nutzen dürfen, ist unklar; nach unserer Entscheidung ja, weil die Regel pro Spieler formuliert ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="174"/>
        <source>An Instant attack sets only the card&apos;s Power against the target&apos;s Power. Neither side may add aid, Plots or abilities unless a card says it may interfere in such attacks, and general +N-to-destroy bonuses do not count. Closeness still defends unless the target is your own group.</source>
        <translation>Ein Sofortangriff stellt nur die Macht der Karte gegen die Macht des Ziels. Keine Seite darf Unterstützung, Plots oder Fähigkeiten einbringen, außer eine Karte erlaubt das Eingreifen in solche Angriffe, und allgemeine Boni wie +N zur Zerstörung zählen nicht. Die Nähe schützt weiterhin, außer das Ziel ist die eigene Gruppe.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="176"/>
        <source>The group hit by an Instant attack may not spend any token until the attack has been settled, not even to defend itself. Instant attacks cannot be joined together without a Plot that allows it. A temporary Power bonus the target already received that turn still counts.</source>
        <translation>Die von einem Sofortangriff getroffene Gruppe darf bis zu seiner Abwicklung keinen Aktionsmarker ausgeben, nicht einmal zur eigenen Verteidigung. Sofortangriffe lassen sich nur kombinieren, wenn ein Plot es erlaubt. Ein vorübergehender Machtbonus, den das Ziel in diesem Zug schon erhalten hat, zählt weiterhin.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="178"/>
        <source>The moment a Disaster is played, its target loses an Action token, provided it has one. If the Disaster is then cancelled, for example by a Hoax, the token comes back.</source>
        <translation>Sobald eine Katastrophe ausgespielt wird, verliert ihr Ziel einen Aktionsmarker, falls es einen hat. Wird die Katastrophe danach aufgehoben, etwa durch einen Hoax, erhält es den Aktionsmarker zurück.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="180"/>
        <source>A Personality hit by a successful Assassination is dead, and only cards made for the purpose can save it or bring it back. An ordinary attack to destroy merely strips its influence; it can return to play the way any destroyed Organization can.</source>
        <translation>Eine Persönlichkeit, die einem gelungenen Attentat zum Opfer fällt, ist tot; nur eigens dafür gedachte Karten können sie retten oder zurückholen. Ein gewöhnlicher Angriff zur Zerstörung nimmt ihr nur den Einfluss; sie kann so ins Spiel zurückkehren wie jede zerstörte Organisation.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="182"/>
        <source>A copy of a group a rival controls can be played as an agents card: +10 to an attack on that group, whether to control or to destroy, or -6 against an attack on it.</source>
        <translation>Ein Duplikat einer Gruppe, die ein Gegner kontrolliert, lässt sich als Agentenkarte spielen: +10 auf einen Angriff auf diese Gruppe, ob zur Kontrolle oder zur Zerstörung, oder -6 gegen einen Angriff auf sie.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="184"/>
        <source>Only one agents card may be played in any attack, and the player who owns the real group may not play one. After use it goes to the discard pile, success or not.</source>
        <translation>In jedem Angriff darf nur eine Agentenkarte gespielt werden, und der Besitzer der echten Gruppe darf keine spielen. Nach dem Einsatz wird sie abgeworfen, ob der Angriff gelingt oder nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="186"/>
        <source>An agents card cannot block an automatic takeover. But when a rival rolls to take over a group still in his hand, your copy of that group may give -6 to the attempt.</source>
        <translation>Eine Agentenkarte kann eine automatische Übernahme nicht verhindern. Will ein Gegner aber eine Gruppe, die noch auf seiner Hand ist, per Wurf übernehmen, darf das eigene Duplikat dieser Gruppe dem Versuch -6 geben.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="188"/>
        <source>A second copy of a group already in your own Power Structure does nothing for you, and you cannot attack to control it from hand while the group is in play. Spare copies still help if a takeover fails or the group is taken from you.</source>
        <translation>Ein zweites Exemplar einer Gruppe, die schon in der eigenen Machtstruktur liegt, nützt nichts, und solange die Gruppe im Spiel ist, kann man sie nicht aus der Hand zur Kontrolle angreifen. Ersatzexemplare helfen aber, wenn eine Übernahme misslingt oder die Gruppe verloren geht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="190"/>
        <source>Two players with the same Illuminati are deadly enemies: each gets +5 on every attack on the other&apos;s groups, whoever eliminates the other takes all his Resources, and they can never share a victory.</source>
        <translation>Zwei Spieler mit denselben Illuminati sind Todfeinde: Jeder erhält +5 auf jeden Angriff gegen die Gruppen des anderen, wer den anderen ausschaltet, erhält alle seine Ressourcen, und sie können nie einen Sieg teilen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="192"/>
        <source>A copy of a rival&apos;s Illuminati drawn among your Plots may be played whenever you like by discarding the top card of your Plot deck and of your Group deck. It then gives +3 to attack or defend against every group of that rival&apos;s Power Structure. One per Illuminati type, never your own type.</source>
        <translation>Ein Duplikat der Illuminati eines Gegners, das man unter seinen Plots zieht, darf man jederzeit ausspielen, indem man die oberste ungezogene Plot- und Gruppenkarte abwirft. Es gibt dann +3 für Angriff oder Verteidigung gegen dessen ganze Machtstruktur. Eines pro Illuminati-Art, nie für die eigene Art.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="194"/>
        <source>If nobody is playing a given Illuminati when the game begins, that Illuminati cannot enter play later unless a Plot expressly allows it; until then its cards are of no use.</source>
        <translation>Spielt zu Beginn der Partie niemand eine bestimmte Illuminati-Art, kann sie später nur ins Spiel kommen, wenn ein Plot es ausdrücklich erlaubt; bis dahin sind ihre Karten nutzlos.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="196"/>
        <source>A Devastated group&apos;s Power counts at half, rounded down, but only against attacks to destroy. A second Devastation on a group already Devastated adds nothing.</source>
        <translation>Solange eine Gruppe verwüstet ist, zählt ihre Macht nur halb, abgerundet, aber nur gegen Angriffe zur Zerstörung. Eine zweite Verwüstung einer schon verwüsteten Gruppe bewirkt nichts weiter.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="198"/>
        <source>Halving divides, so by the order of changes it comes after set values and before additions, and the closeness bonus is never halved. Its place beside a multiplier is unclear; our ruling: set values, then the one multiplier and the halving, then additions, then closeness.</source>
        <translation>Halbieren ist eine Division und kommt nach der Reihenfolge der Änderungen nach gesetzten Werten und vor Additionen; der Nähebonus wird nie halbiert. Wie es sich zu einem Multiplikator verhält, ist unklar; unsere Entscheidung: gesetzte Werte, dann der eine Multiplikator und das Halbieren, dann Additionen, dann Nähe.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="200"/>
        <source>Relief costs Action tokens worth a combined Power of at least triple the Place&apos;s printed Power, all spent together; a Power 3 Place needs 9. Any player or players may pay, at any time. A Plot or ability can also grant Relief.</source>
        <translation>Relief kostet Aktionsmarker von Gruppen, deren Macht zusammen mindestens das Dreifache der aufgedruckten Macht des Ortes ergibt, alle auf einmal ausgegeben; ein Ort mit Macht 3 braucht 9. Bezahlen dürfen ein oder mehrere beliebige Spieler, jederzeit. Auch ein Plot oder eine Fähigkeit kann Relief bringen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="202"/>
        <source>One action, paid by the group&apos;s new master or by the Illuminati, frees a group from beneath a Devastated group, after which it acts normally. A group moved under a Devastated group loses its tokens and gets none until its master receives Relief.</source>
        <translation>Für eine Aktion ihres neuen Meisters oder der Illuminati darf eine Gruppe unter einer verwüsteten Gruppe hervor verschoben werden und handelt dann wieder normal. Eine Gruppe, die unter eine verwüstete Gruppe verschoben wird, verliert ihre Aktionsmarker und erhält keine, bis ihr Meister Relief bekommt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="204"/>
        <source>Devastation stays with the card even when it goes back into a player&apos;s hand. Only Relief clears it.</source>
        <translation>Die Verwüstung bleibt an der Karte haften, auch wenn sie auf die Hand eines Spielers zurückkehrt. Nur Relief beseitigt sie.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="206"/>
        <source>A group attacked from your own hand still needs a successful roll, and rivals may interfere. You may try again with further actions, but if it is not yours before your turn ends it is discarded (the Adepts of Hermes return it to hand instead).</source>
        <translation>Eine aus der eigenen Hand angegriffene Gruppe braucht trotzdem einen gelungenen Wurf, und Gegner dürfen eingreifen. Mit weiteren Aktionen darf man es erneut versuchen, doch gehört sie einem am Zugende nicht, wird sie abgeworfen (bei den Adepten des Hermes geht sie stattdessen auf die Hand zurück).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="208"/>
        <source>When an attack to control succeeds, the target joins the winner&apos;s structure under the attacking group, bringing its puppets in the same positions. Overlapping newcomers may be rearranged under the same master; any that still do not fit are discarded.</source>
        <translation>Gelingt ein Angriff zur Kontrolle, kommt das Ziel unter der angreifenden Gruppe in die Machtstruktur des Angreifers und bringt seine Puppen in derselben Lage mit. Überlappende Neuzugänge dürfen unter demselben Meister umgelegt werden; was dann noch nicht passt, wird abgeworfen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="210"/>
        <source>An attack not yet committed may be called off: rivals get back the cards and tokens they added, and a target from your hand returns there. An attack that needs a Plot to launch, as most Instant attacks do, counts as a played Plot and cannot be called off.</source>
        <translation>Ein noch nicht festgelegter Angriff darf abgeblasen werden: Gegner erhalten die Karten und Aktionsmarker zurück, die sie eingebracht haben, und ein Ziel aus der eigenen Hand kehrt dorthin zurück. Ein Angriff, der wie die meisten Sofortangriffe einen Plot braucht, gilt als ausgespielter Plot und lässt sich nicht abblasen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="212"/>
        <source>With Bill Clinton involved, track two strengths (Liberal and not) until the roll, then roll a die: 1-3 means Liberal. Aid that relied on the wrong answer is illegal and its token lost; such Plots return exposed. A strength under 2 fails as if unrolled. He has +11 to directly control US Government groups.</source>
        <translation>Ist Bill Clinton beteiligt, führt man bis zum Wurf zwei Stärken (liberal und nicht liberal) und würfelt dann einen Würfel: 1-3 heißt liberal. Unterstützung, die auf das falsche Ergebnis setzte, ist unzulässig und ihr Aktionsmarker verloren; solche Plots kehren offen auf die Hand zurück. Eine Stärke unter 2 misslingt, als wäre nicht gewürfelt worden. Für die direkte Kontrolle von US-Regierungsgruppen hat er +11.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="214"/>
        <source>When several changes hit the same value, first apply any that set it to a number, then those that multiply or divide, then additions and subtractions. Example: Dentists set to 6, doubled to 12, then +2 from an NWO ends at 14.</source>
        <translation>Treffen mehrere Änderungen denselben Wert, gelten zuerst die, die ihn auf eine Zahl setzen, dann die, die multiplizieren oder dividieren, zuletzt Additionen und Subtraktionen. Beispiel: Dentists auf 6 gesetzt, auf 12 verdoppelt, dann +2 durch ein NWO ergibt 14.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="216"/>
        <source>Two multiplying effects never combine on the same value. Whatever the cards say, only the single largest multiplier is used.</source>
        <translation>Zwei multiplizierende Effekte wirken nie zusammen auf denselben Wert. Was auch immer die Karten sagen, es zählt nur der eine größte Multiplikator.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="218"/>
        <source>Bonuses that do not change Power itself, such as closeness to the Illuminati, are added only once all the Power arithmetic (set, multiply, add) is finished.</source>
        <translation>Boni, die nicht die Macht selbst verändern, etwa die Nähe zu den Illuminati, kommen erst hinzu, wenn die ganze Rechnung mit der Macht (setzen, multiplizieren, addieren) abgeschlossen ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="220"/>
        <source>A modified roll can never show an impossible number: one die pushed above 6 counts as 6 and below 1 as 1, and any changed roll moves to the nearest legal value. For two dice we take the legal range to be 2 to 12.</source>
        <translation>Ein veränderter Wurf zeigt nie eine unmögliche Zahl: Ein Würfel, der über 6 getrieben wird, zählt als 6, unter 1 als 1, und jeder veränderte Wurf rückt auf den nächsten zulässigen Wert. Für zwei Würfel nehmen wir den zulässigen Bereich 2 bis 12 an.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="222"/>
        <source>Power never goes below 0. A group printed with Power 0 still gets a token, but a group whose Power is lowered to 0 loses its token and stays idle until its Power rises again.</source>
        <translation>Macht fällt nie unter 0. Eine Gruppe mit aufgedruckter Macht 0 erhält trotzdem einen Aktionsmarker, doch eine Gruppe, deren Macht auf 0 sinkt, verliert ihren Aktionsmarker und kann nicht handeln, bis ihre Macht wieder steigt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="224"/>
        <source>A Power change holds for every purpose unless a card limits it. Temporary boosts, such as those from +10 Plots, do not count toward Goals, though.</source>
        <translation>Eine Änderung der Macht einer Gruppe gilt für jeden Zweck, außer eine Karte schränkt sie ein. Vorübergehende Boni, etwa durch +10-Plots, zählen jedoch nicht für Ziele.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="226"/>
        <source>If a card declares itself safe from some effect, that beats a card that causes that effect in general. But a card that names another card specifically overrides any immunity or defence the named card has.</source>
        <translation>Sagt eine Karte, dass ihr etwas nicht geschehen kann, hat das Vorrang vor einer Karte, die das allgemein bewirkt. Eine Karte, die eine andere Karte namentlich nennt, setzt sich aber über jede Immunität oder Abwehr der genannten Karte hinweg.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="228"/>
        <source>Cancelling a play directly and making it illegal lead to the same result: it is cancelled. A cancelled play counts as never having happened, so it may be tried again if the needed cards or actions remain.</source>
        <translation>Einen Spielzug direkt aufzuheben und ihn unzulässig zu machen, führt zum selben Ergebnis: Er ist aufgehoben. Ein aufgehobener Spielzug gilt als nie geschehen und darf erneut versucht werden, wenn die nötigen Karten oder Aktionen noch da sind.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="230"/>
        <source>A Plot that is cancelled goes to the discard pile, and whatever was paid to play it (actions, discarded cards or any other price) is lost as well. Cancelling the Plot and cancelling the action behind it come to the same thing.</source>
        <translation>Ein aufgehobener Plot kommt auf den Ablagestapel, und was für ihn bezahlt wurde, Aktionen, abgeworfene Karten oder andere Kosten, ist ebenfalls verloren. Ob man den Plot aufhebt oder die Aktion dahinter, läuft auf dasselbe hinaus.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="232"/>
        <source>If a Plot&apos;s announced use turns illegal before the roll, the Plot is not lost: its owner takes it back into hand as an exposed Plot. Example: a Violent attacker using Terrorist Nuke is turned Peaceful by a rival.</source>
        <translation>Wird der angesagte Einsatz eines Plots vor dem Wurf unzulässig, ist der Plot nicht verloren: Er kehrt offen auf die Hand seines Besitzers zurück. Beispiel: Ein gewalttätiger Angreifer mit Terrorist Nuke wird von einem Gegner friedlich gemacht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="234"/>
        <source>Cancelling an Action token costs its owner that token, together with any Plots played with it. A token whose use becomes illegal is cancelled the same way and lost with its Plots. So Plots made illegal come back, but tokens made illegal do not.</source>
        <translation>Ein aufgehobener Aktionsmarker ist verloren, zusammen mit allen Plots, die mit ihm gespielt wurden. Ein Aktionsmarker, dessen Einsatz unzulässig wird, gilt ebenso als aufgehoben und geht mit seinen Plots verloren. Unzulässig gewordene Plots kommen also zurück, unzulässig gewordene Aktionsmarker nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="236"/>
        <source>If several actions together pay for a Plot and one of them is cancelled, an action from some other group may stand in for the missing Power. If nothing can fill the gap, the Plot is discarded and every other action behind it is wasted.</source>
        <translation>Treiben mehrere Aktionen zusammen einen Plot an und wird eine davon aufgehoben, darf die Aktion einer anderen Gruppe die fehlende Macht ersetzen. Lässt sich die Lücke nicht füllen, wird der Plot abgeworfen, und alle übrigen Aktionen dahinter sind vergeudet.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="238"/>
        <source>When a special ability has been used and that use turns illegal or impossible afterwards, the tokens that paid for it are gone.</source>
        <translation>Wird der Einsatz einer Sonderfähigkeit nachträglich unzulässig oder unmöglich, sind die Aktionsmarker verloren, mit denen er bezahlt wurde.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="240"/>
        <source>If the attacker&apos;s own action is cancelled or turns illegal, there is no attack: the attacker&apos;s token is spent and its Plots are lost. Helpers on both sides recover their tokens, aiders&apos; Plots return exposed, and agents cards go back to hand.</source>
        <translation>Wird die Aktion der angreifenden Gruppe aufgehoben oder unzulässig, findet der Angriff nicht statt: Der Aktionsmarker des Angreifers ist verbraucht, seine Plots sind verloren. Gruppen, die einer Seite geholfen haben, erhalten ihre Aktionsmarker zurück, Plots der Helfer kehren offen auf die Hand zurück, und Agentenkarten wandern wieder auf die Hand ihres Besitzers.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="242"/>
        <source>When an attack is cancelled, anything that is still legal stays as it was. The canceller&apos;s own spent token (the Nuclear Power Companies&apos;, for example) is not returned, and NWOs that were played stay in play.</source>
        <translation>Wird ein Angriff aufgehoben, bleibt alles, was weiterhin zulässig ist, wie es war. Der ausgegebene Aktionsmarker dessen, der aufgehoben hat (etwa der Nuclear Power Companies), kommt nicht zurück, und ausgespielte NWOs bleiben im Spiel.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="244"/>
        <source>Cancelling the attack on a card you are taking from your hand puts that card back in your hand. But if this was a repeat try after an earlier failed attempt from hand, it does not come back: it goes to the discard pile unless you gain control of it before your turn is over.</source>
        <translation>Wird ein Angriff auf eine Karte aus der eigenen Hand aufgehoben, geht die Karte auf die Hand zurück. War es aber ein erneuter Versuch nach einem schon misslungenen Versuch aus der Hand, kehrt sie nicht zurück: Sie wird abgeworfen, falls man sie bis zum Ende des eigenen Zuges nicht kontrolliert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="246"/>
        <source>If an automatic takeover is cancelled, the action or Plot spent on it is lost, but the Group or Resource goes back to your hand.</source>
        <translation>Wird eine automatische Übernahme aufgehoben, ist die dafür eingesetzte Aktion oder der Plot verloren, die Gruppe oder Ressource aber geht auf die Hand zurück.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="248"/>
        <source>When a helper&apos;s action is cancelled, the attack continues even if it has become hopeless. The token and any Plots used with it are lost, but the group may aid again with another token, since its first aid never happened.</source>
        <translation>Wird die Aktion einer helfenden Gruppe aufgehoben, geht der Angriff weiter, auch wenn er jetzt aussichtslos ist. Der Aktionsmarker und alle damit gespielten Plots sind verloren, doch die Gruppe darf mit einem weiteren Aktionsmarker erneut helfen, da ihre erste Hilfe nie stattfand.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="250"/>
        <source>When a helper&apos;s action turns illegal, for instance through a change to the target&apos;s alignments, its token counts as cancelled and is lost, and so are any Plots played with it.</source>
        <translation>Wird die Aktion einer helfenden Gruppe unzulässig, etwa weil sich die Gesinnung des Ziels ändert, ist ihr Aktionsmarker aufgehoben und verloren, zusammen mit allen damit gespielten Plots.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="252"/>
        <source>When Plots clash, the one played last decides. If B nullifies A and then C nullifies B, A takes effect again.</source>
        <translation>Widersprechen sich Plots, entscheidet der zuletzt gespielte. Hebt B die Karte A auf und C danach B, wirkt A wieder.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="254"/>
        <source>Right after a rival&apos;s Hoax is played against you, you may salvage that very Hoax with a salvaging card and turn it against itself, cancelling it.</source>
        <translation>Direkt nachdem ein Gegner einen Hoax gegen einen gespielt hat, darf man genau diesen Hoax mit einer Bergungskarte zurückholen und gegen sich selbst richten, sodass er sich aufhebt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="256"/>
        <source>Once the dice have been rolled, no Plot or action can be cancelled any more. From then on only cards that change the roll, and Automatic Failure cards, can affect the result.</source>
        <translation>Sobald gewürfelt ist, lässt sich kein Plot und keine Aktion mehr aufheben. Ab dann können nur noch Karten, die den Wurf ändern, und Karten mit automatischem Fehlschlag das Ergebnis beeinflussen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="258"/>
        <source>Normally a play works first and is cancelled afterwards. Exceptions, cancelled before they work: looking at hidden Plots or decks, Go Fish before its target is named, Instant attacks before the roll (a Disaster still takes its token), the cancel by a Senate Investigating Committee&apos;s target, and the source of Privilege.</source>
        <translation>Normalerweise wirkt ein Spielzug zuerst und wird danach aufgehoben. Ausnahmen, vor ihrer Wirkung aufzuheben: das Einsehen verdeckter Plots oder Decks, Go Fish vor dem Nennen des Ziels, Sofortangriffe vor dem Wurf (eine Katastrophe nimmt trotzdem ihren Aktionsmarker), die Aufhebung durch das Ziel eines Senate Investigating Committee und die Quelle der Privilegierung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="260"/>
        <source>Before you cancel a rival&apos;s play, your only options are to buy Plots with tokens, accept Plots from others, remove a token, return, discard or give away a Plot (not while your hand is being looked at), or salvage a card just played. Nothing else, such as first using the Mind Control Lasers to become eligible.</source>
        <translation>Vor dem Aufheben eines gegnerischen Spielzugs darf man nur Plots mit Aktionsmarkern kaufen, Plots von einem anderen Spieler erhalten, einen Aktionsmarker entfernen, einen Plot zurücklegen, abwerfen oder abgeben (nicht, während jemand die eigene Hand einsieht) oder eine eben gespielte Karte bergen. Sonst nichts, also etwa nicht erst mit den Orbital Mind Control Lasers die Berechtigung herstellen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="262"/>
        <source>You cannot go back in time to make yourself eligible to cancel a play that has already changed things. Nor may anyone declare a play that breaks the rules at that moment, even one that would make itself legal.</source>
        <translation>Man kann nicht in der Zeit zurückgehen, um sich zum Aufheben eines Spielzugs zu berechtigen, der schon etwas verändert hat. Ebenso darf niemand einen Spielzug ansagen, der in diesem Moment unzulässig ist, auch wenn er sich selbst zulässig machen würde.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="264"/>
        <source>A special ability that needs no action can be cancelled directly only by AWHFY, each card stopping one use, or indirectly by making that use illegal.</source>
        <translation>Eine Sonderfähigkeit, die keine Aktion braucht, lässt sich direkt nur mit AWHFY aufheben, wobei jede Karte einen Einsatz stoppt, oder indirekt, indem man diesen Einsatz unzulässig macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="266"/>
        <source>A card that says it negates a play, nullifies it or makes it have no effect is cancelling that play, and the usual cancel rules apply. Cancelling is not the same thing as taking away a token before its group spends it; that is a different power.</source>
        <translation>Eine Karte, die einen Spielzug laut Text „negates“, „nullifies“ oder ihm „no effect“ gibt, hebt ihn auf; es gelten die üblichen Regeln zum Aufheben. Aufheben ist nicht dasselbe, wie einer Gruppe einen Aktionsmarker wegzunehmen, bevor sie ihn ausgibt; das ist eine andere Fähigkeit.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="268"/>
        <source>Once a rival has used a card or ability that lets him look at or take your cards, discarding, giving away or playing cards to keep them from him or to steer his pick is not allowed. Your only answer is to cancel whatever gave him that access.</source>
        <translation>Hat ein Gegner eine Karte oder Fähigkeit eingesetzt, mit der er deine Karten ansehen oder nehmen darf, darfst du keine Karten abwerfen, verschenken oder ausspielen, um sie ihm zu entziehen oder seine Wahl zu lenken. Dir bleibt nur, das aufzuheben, was ihm diesen Zugriff gab.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="270"/>
        <source>When two plays clash (both grabbing one card, say), the one made first works. If they really came at the same moment, each side rolls 2d6 and the higher roll wins, and cards may modify these rolls as if they were attacks. A mere threat or hint that you will play a card does not count as a play.</source>
        <translation>Werden zwei Spielzüge gemacht, die sich ausschließen (etwa beide dieselbe Karte schnappen), wirkt der frühere. Kamen sie wirklich im selben Moment, würfelt jede Seite mit zwei Würfeln, der höhere Wurf gewinnt, und Karten dürfen diese Würfe wie bei Angriffen ändern. Eine bloße Drohung oder Andeutung, eine Karte zu spielen, ist noch kein Spielzug.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="272"/>
        <source>If an attack is cancelled, the attacker&apos;s action and token are gone, and so are any Plots it used. Groups that aided or opposed get their tokens back, and the Plots they spent come back to hand (exposed, the VFAQ adds).</source>
        <translation>Wird ein Angriff aufgehoben, sind Aktion und Aktionsmarker der angreifenden Gruppe verloren, ebenso alle Plots, die sie eingesetzt hat. Gruppen, die unterstützt oder verteidigt haben, bekommen ihre Aktionsmarker zurück, und ihre ausgegebenen Plots kehren auf die Hand zurück (laut VFAQ offen).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="274"/>
        <source>NWOs are red, blue or yellow, and only one NWO of each colour can be in force, so never more than three at once. Playing an NWO of a colour that is already in force discards the old one.</source>
        <translation>NWOs sind rot, blau oder gelb, und von jeder Farbe kann nur ein NWO wirken, also nie mehr als drei zugleich. Wird ein NWO einer Farbe gespielt, die schon wirkt, wird das alte abgeworfen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="276"/>
        <source>An NWO keeps working until a Plot that cancels that particular NWO is played, or until another NWO of the same colour takes its place. Nothing else removes it.</source>
        <translation>Ein NWO wirkt so lange, bis ein Plot gespielt wird, der gezielt dieses NWO aufhebt, oder bis ein anderes NWO derselben Farbe seinen Platz einnimmt. Sonst entfernt es nichts.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="278"/>
        <source>You may play an NWO over an identical one that is already in force. The old copy is discarded, and the new one counts as the most recently played NWO, which can change how the NWOs combine.</source>
        <translation>Ein NWO darf über ein identisches, bereits wirkendes NWO gespielt werden. Das alte Exemplar wird abgeworfen, und das neue gilt als zuletzt gespieltes NWO, was das Zusammenspiel der NWOs ändern kann.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="280"/>
        <source>If it is unclear how several NWOs in force work together, apply them one after another, beginning with the one that was played first.</source>
        <translation>Ist unklar, wie mehrere wirkende NWOs zusammenspielen, wendet man sie nacheinander an, beginnend mit dem, das zuerst gespielt wurde.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="282"/>
        <source>A played NWO stays face up as a reminder of its effect, and from then on it no longer counts toward your limit of 5 Plots.</source>
        <translation>Ein gespieltes NWO bleibt als Erinnerung an seine Wirkung offen auf dem Tisch liegen und zählt ab dann nicht mehr zu deinem Limit von 5 Plots.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="284"/>
        <source>The shield that protects a rival until his first turn is over does not cover NWOs: an NWO may affect him even before he has finished that turn.</source>
        <translation>Der Schutz eines Gegners bis zum Ende seines ersten Zuges gilt nicht für NWOs: Ein NWO darf ihn treffen, auch bevor er diesen Zug beendet hat.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="286"/>
        <source>A change made by an NWO has no time limit written into it, so it is a permanent change and counts for goals. Another Plot or ability can still undo it.</source>
        <translation>Eine Änderung durch ein NWO hat keine eingebaute Frist; sie ist also dauerhaft und zählt für Ziele. Ein anderer Plot oder eine Fähigkeit kann sie trotzdem rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="288"/>
        <source>Goals are checked at the end of every turn, a player&apos;s own or a rival&apos;s. Whoever has met one must say so, and the others get one last chance to stop him with actions and Plots; he has won only once they admit they cannot.</source>
        <translation>Ziele werden am Ende jedes Zuges geprüft, des eigenen wie eines fremden. Wer eines erreicht hat, muss es ansagen, und die anderen haben eine letzte Gelegenheit, ihn mit Aktionen und Plots aufzuhalten; gewonnen hat er erst, wenn sie einräumen, dass sie es nicht können.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="290"/>
        <source>Nobody can win in round one. The earliest moment for a victory claim is when the opening player ends his second turn.</source>
        <translation>In der ersten Runde kann niemand gewinnen. Frühestens am Ende des zweiten Zuges des ersten Spielers darf jemand einen Sieg ansagen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="292"/>
        <source>Everyone shares one basic goal: control an agreed number of groups, counting your Illuminati, fixed before play. Suggested: 10 with starter decks, 11 or 12 with built decks, and 12 for two players.</source>
        <translation>Das Grundziel gilt für alle: eine vor Spielbeginn vereinbarte Zahl von Gruppen kontrollieren, die eigenen Illuminati mitgezählt. Empfohlen: 10 mit Starterdecks, 11 oder 12 mit gebauten Decks und 12 bei zwei Spielern.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="294"/>
        <source>Where a goal lets groups count double, no group ever counts more than double, and at most 3 groups may count double. So with a goal of N groups you always need at least N-3 cards.</source>
        <translation>Wenn ein Ziel Gruppen doppelt zählen lässt, zählt keine Gruppe je mehr als doppelt, und höchstens 3 Gruppen dürfen doppelt zählen. Bei einem Ziel von N Gruppen braucht man also immer mindestens N-3 Karten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="296"/>
        <source>Putting goals together never gets round the cap: still at most 3 groups count double, and no group or resource counts more than double. A group that qualifies under two doubling goals counts 2, not more.</source>
        <translation>Kombinierte Ziele umgehen die Grenze nie: Höchstens 3 Gruppen zählen doppelt, und keine Gruppe oder Ressource zählt mehr als doppelt. Eine Gruppe, die unter zwei verdoppelnden Zielen passt, zählt 2, nicht mehr.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="298"/>
        <source>Earth First, Kill for Peace, Blinded by Science, Let Them Eat Cake!, Fratricide, Up Against the Wall, Hand of Madness and Power to the People stand alone, like the Bavaria, Bermuda, Shangri-La and UFO goals. Hail Eris!, Criminal Overlords, Population Reduction and Corporate Masters combine, but not with each other.</source>
        <translation>Zwei Zielkarten lassen sich nie kombinieren. Earth First, Kill for Peace, Blinded by Science, Let Them Eat Cake!, Fratricide, Up Against the Wall, Hand of Madness und Power to the People kombinieren mit nichts, ebenso wenig die Ziele von Bavaria, Bermuda, Shangri-La und den UFOs. Hail Eris!, Criminal Overlords, Population Reduction und Corporate Masters lassen sich kombinieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="300"/>
        <source>Bavaria: Power 50, its own counted; Bermuda: 35 and every alignment; Shangri-La: Peaceful Power 30 in play. Double: Weird 3+ (Discordia), Computer 3+ (Network), Corporate/Bank 4+ (Gnomes), Secret unless a rival&apos;s is stronger (Assassins). Cthulhu: -1 per kill, 8 kills win; Adepts add Magic resources; UFOs hold 3 Goals.</source>
        <translation>Bavaria: Macht 50, die eigene mitgezählt; Bermuda: 35 und jede Gesinnung; Shangri-La: friedliche Gruppen mit Macht 30 im Spiel, gleich wessen. Doppelt zählen: verrückte Gruppen ab Macht 3 (Discordia), Computergruppen ab 3 (Network), Wirtschaftsgruppen oder Banken ab 4 (Gnomes), geheime Gruppen, solange kein Rivale eine stärkere hat (Assassins). Cthulhu: -1 je Zerstörung, 8 Zerstörungen gewinnen; Adepten: magische Ressourcen zählen mit; UFOs: bis zu 3 Zielkarten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="302"/>
        <source>The doubling special goals (Discordia, Network, Gnomes, Assassins) may be combined with a doubling Goal card, but even then only 3 groups count double. Hail Eris! gives the Discordians nothing they do not already have.</source>
        <translation>Die verdoppelnden Spezialziele von Discordia, Gnomes, Network und Assassins lassen sich mit einer verdoppelnden Zielkarte kombinieren, doch auch dann zählen nur 3 Gruppen doppelt. Hail Eris! bringt den Discordiern nichts, was sie nicht schon haben.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="304"/>
        <source>For the Adepts of Hermes every Magic resource they control counts as one group toward the basic goal, and this combines with doubling Goal cards: 3 doubled groups (6) plus 5 Magic resources plus the Illuminati make 12.</source>
        <translation>Für die Adepten des Hermes zählt jede magische Ressource, die sie kontrollieren, als eine Gruppe zum Grundziel, und das lässt sich mit verdoppelnden Zielkarten kombinieren: 3 verdoppelte Gruppen (6) plus 5 magische Ressourcen plus die Illuminati ergeben 12.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="306"/>
        <source>Each kill by the Servants of Cthulhu lowers their basic goal by 1, and this combines like the Adepts&apos; bonus: with a goal of 13 and 4 kills they need 9. If their 8th kill is their own last puppet, they win rather than drop out.</source>
        <translation>Jede Gruppe, die die Servants of Cthulhu zerstören, senkt ihr Grundziel um 1, und das kombiniert wie der Bonus der Adepten: Bei einem Ziel von 13 und 4 Zerstörungen brauchen sie 9. Zerstören sie als 8. Opfer ihre eigene letzte Puppe, gewinnen sie, statt auszuscheiden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="308"/>
        <source>With Population Reduction each destroyed Huge group counts 2 toward the basic goal and fills one of the 3 double slots, but you choose which groups take those slots. Cthulhu using it counts only destroyed Huge places (2 each) and can no longer win by 8 kills.</source>
        <translation>Mit Population Reduction zählt jede zerstörte riesige Gruppe 2 zum Grundziel und belegt einen der 3 Plätze für Doppelzählung; welche Gruppen diese Plätze bekommen, wählt man selbst. Nutzen die Servants of Cthulhu die Karte, zählen nur zerstörte riesige Orte (je 2), und der Sieg durch 8 Zerstörungen entfällt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="310"/>
        <source>Apart from the UFOs, nobody may keep two Goal cards in hand: draw a second and you must discard one at once. Winning with a Goal card means showing all your Plots, and a player caught with two Goals and no card allowing it is eliminated.</source>
        <translation>Außer den UFOs darf niemand mehr als eine Zielkarte halten: Wer eine zweite zieht, muss sofort eine abwerfen. Wer mit einer Zielkarte gewinnt, muss alle Plots zeigen, und wer ohne erlaubende Karte mit zwei Zielkarten erwischt wird, scheidet aus.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="312"/>
        <source>A Goal card is shown when its owner claims victory; it is never played, so Hoax and similar cards cannot cancel it. While the claim is open it is neither in hand nor in play and nothing can touch it; it becomes exposed only if the claim fails.</source>
        <translation>Eine Zielkarte wird gezeigt, wenn ihr Besitzer den Sieg ansagt; sie wird nie ausgespielt, daher können Hoax und ähnliche Karten sie nicht aufheben. Solange der Anspruch offen ist, ist sie weder auf der Hand noch im Spiel, und nichts kann sie treffen; aufgedeckt gilt sie erst, wenn der Anspruch scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="314"/>
        <source>Permanent changes always count toward goals. Temporary Power boosts never do: neither +10 Plots nor bonuses that only apply to a certain kind of action, such as Hammer of Thor or Good Polls.</source>
        <translation>Dauerhafte Änderungen zählen immer für Ziele. Vorübergehende Machtsteigerungen nie: weder +10-Plots noch Boni, die nur für eine bestimmte Art von Aktion gelten, etwa Hammer of Thor oder Good Polls.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="316"/>
        <source>A temporary alignment change does count for goals, and so does any Power change it triggers (through an NWO, say), but only for a victory claimed when that same turn ends. This holds even if the group was destroyed while changed.</source>
        <translation>Eine vorübergehende Gesinnungsänderung zählt für Ziele, ebenso eine dadurch ausgelöste Machtänderung (etwa über ein NWO), aber nur für einen Sieg, der am Ende dieses Zuges angesagt wird. Das gilt auch, wenn die Gruppe im geänderten Zustand zerstört wurde.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="318"/>
        <source>A destroyed card keeps counting its permanent alignment changes for goals. Changes that came only from belonging to a Power Structure, or from a link to some group or resource, vanish when it is destroyed.</source>
        <translation>Eine zerstörte Karte zählt ihre dauerhaften Gesinnungsänderungen weiter für Ziele. Änderungen, die sie nur hatte, weil sie in einer Machtstruktur lag oder mit einer Gruppe oder Ressource verknüpft war, gehen mit der Zerstörung verloren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="320"/>
        <source>Stacked alignment changes apply in the order they happened. A later temporary change overrides an earlier one until the turn ends, after which the earlier state is back: Liberal Agenda then OMCL leaves a group Conservative for the turn and Liberal afterwards.</source>
        <translation>Übereinanderliegende Gesinnungsänderungen gelten in der Reihenfolge, in der sie geschahen. Eine spätere vorübergehende Änderung überdeckt eine frühere bis zum Zugende, danach gilt wieder der frühere Zustand: Nach Liberal Agenda und dann OMCL ist eine Gruppe für den Zug konservativ, danach wieder liberal.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="322"/>
        <source>Players whose goals are met at the same moment share the win. Two players of the same Illuminati (Shangri-La excepted) cannot share: neither wins and play goes on, unless a third player won at that moment too. With 3 or more winners, drop those with the same Illuminati and the rest share.</source>
        <translation>Wer im selben Moment sein Ziel erreicht, teilt den Sieg. Zwei Spieler derselben Illuminati (außer Shangri-La) können nicht teilen: Keiner gewinnt, und das Spiel geht weiter, sofern nicht im selben Moment ein dritter Spieler gewonnen hat. Bei 3 oder mehr Siegern fallen die mit gleichen Illuminati heraus, der Rest teilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="324"/>
        <source>A player who meets two goals at once may claim victory with either one. If his rivals stop that claim, he may at once claim again with the other goal, provided it is still met.</source>
        <translation>Wer zwei Ziele zugleich erreicht, darf mit einem davon den Sieg ansagen. Vereiteln die Gegner das, darf er sofort mit dem anderen Ziel erneut ansagen, sofern es noch erfüllt ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="326"/>
        <source>You eliminate a rival by taking his last group or destroying it; if he played the same Illuminati as you, you also get his Resources. A player who quits the game is treated as eliminated.</source>
        <translation>Einen Gegner schaltet man aus, indem man seine letzte Gruppe erobert oder zerstört; spielte er dieselben Illuminati wie du, bekommst du auch seine Ressourcen. Wer das Spiel verlässt, gilt als ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="328"/>
        <source>Military-Industrial Complex makes your Corporate groups Government for everything except goals. They still gain from boosts to Government groups&apos; Power (Clipper Chip, for example), and that extra Power does count for goals.</source>
        <translation>Military-Industrial Complex macht deine Wirtschaftsgruppen für alles außer Ziele zu Regierungsgruppen. Sie profitieren weiter von Machtboni für Regierungsgruppen (etwa Clipper Chip), und diese zusätzliche Macht zählt sehr wohl für Ziele.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="330"/>
        <source>A Unique resource can be in play only once, and it belongs to whoever played it first. No duplicate may come in, not even after the original has been destroyed, unless a Plot allows it.</source>
        <translation>Eine Unique-Ressource kann nur einmal im Spiel sein; sie gehört dem, der sie zuerst gespielt hat. Kein Duplikat darf hinzukommen, auch nicht nach der Zerstörung des Originals, außer ein Plot erlaubt es.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="332"/>
        <source>If your Unique resource is in play but hidden (inside Warehouse 23, for example), you must reveal it the moment a duplicate enters play. If you don&apos;t, the other card becomes the original, leaving yours worthless.</source>
        <translation>Liegt deine Unique-Ressource verborgen im Spiel (etwa in Warehouse 23), musst du sie aufdecken, sobald ein Duplikat ins Spiel kommt. Tust du es nicht, gilt die andere Karte als Original und deine ist wertlos.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="334"/>
        <source>A Resource that is not Unique may be in play in any number of copies, and the copies have no effect on one another.</source>
        <translation>Eine Ressource, die nicht Unique ist, darf in beliebig vielen Exemplaren im Spiel sein, und die Exemplare beeinflussen einander nicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="336"/>
        <source>Once a group has been destroyed, a duplicate card of it stays out of play unless some Plot permits it.</source>
        <translation>Ist eine Gruppe zerstört worden, darf ein Duplikat dieser Karte nur ins Spiel kommen, wenn ein Plot es erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="338"/>
        <source>An automatic takeover may not bring in a group already in play, nor a Unique resource that already is. At setup, a lead group picked by two or more players is put aside, and those players pick again until no leads clash.</source>
        <translation>Eine automatische Übernahme darf keine Gruppe ins Spiel bringen, die schon im Spiel ist, und keine Unique-Ressource, die schon liegt. Beim Aufbau wird eine Startgruppe, die mehrere Spieler gewählt haben, beiseitegelegt, und diese Spieler wählen neu, bis sich keine Startgruppen mehr doppeln.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="340"/>
        <source>Resources are drawn from the Group deck and come into play only by the automatic takeover or by spending the Illuminati action (once a turn), so normally 2 per turn at most. They carry neither alignments nor control arrows, lie beside the Power Structure and normally cannot be attacked.</source>
        <translation>Ressourcen werden aus dem Gruppendeck gezogen und kommen nur durch die automatische Übernahme oder die Illuminati-Aktion (einmal pro Zug) ins Spiel, normalerweise also höchstens 2 pro Zug. Sie haben keine Gesinnungen und keine Kontrollpfeile, liegen neben der Machtstruktur und sind normalerweise nicht angreifbar.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="342"/>
        <source>A Resource marked Action receives Action tokens and uses them just as a group would, but those tokens can never be spent to buy Plots.</source>
        <translation>Eine Ressource mit dem Vermerk Action erhält Aktionsmarker und nutzt sie wie eine Gruppe, doch diese Aktionsmarker dürfen nie zum Kauf von Plots ausgegeben werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="344"/>
        <source>A Resource belongs to your Illuminati unless it is linked to another of your groups. If that group is captured, the Resource changes hands with it; if the group is destroyed, the Resource leaves play for good.</source>
        <translation>Eine Ressource gehört deinen Illuminati, solange sie nicht mit einer anderen deiner Gruppen verknüpft ist. Wird diese Gruppe erobert, wechselt die Ressource mit; wird die Gruppe zerstört, verlässt die Ressource endgültig das Spiel.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="346"/>
        <source>A link can be shifted or taken off only during your turn, once per turn at most. A Resource you were given cannot be linked before your next turn, and a link that has already yielded a bonus (a token, a card) this turn stays where it is.</source>
        <translation>Eine Verknüpfung darf man nur im eigenen Zug und nur einmal pro Zug verschieben oder lösen. Eine geschenkte Ressource darf erst im nächsten eigenen Zug verknüpft werden, und eine Verknüpfung, die in diesem Zug schon einen Bonus (Aktionsmarker, Karte) gebracht hat, bleibt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="348"/>
        <source>If a link becomes illegal for a while (an alignment change, or the group returning to a hand), the linked Plot or Resource stays but does nothing and cannot be linked to another card. Once legal again it works again, for whoever then controls the group.</source>
        <translation>Wird eine Verknüpfung zeitweise unzulässig (durch eine Gesinnungsänderung oder weil die Gruppe auf eine Hand zurückgeht), bleibt der Plot oder die Ressource erhalten, wirkt aber nicht und darf nicht anderswo verknüpft werden. Ist sie wieder zulässig, wirkt sie erneut, für den, der die Gruppe dann kontrolliert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="350"/>
        <source>A linked Plot whose link becomes illegal for good (a permanent alignment change, or a new owner who already has the same Plot in play) is discarded. A Resource in that case only loses its link and may be linked again when its owner next takes a turn.</source>
        <translation>Ein verknüpfter Plot, dessen Verknüpfung dauerhaft unzulässig wird (durch eine dauerhafte Gesinnungsänderung oder weil der neue Besitzer denselben Plot schon im Spiel hat), wird abgeworfen. Eine Ressource verliert dann nur die Verknüpfung und darf im nächsten Zug ihres Besitzers neu verknüpft werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="352"/>
        <source>Making a link uses no action; it counts as a free move unless one of the cards involved says otherwise.</source>
        <translation>Eine Verknüpfung herzustellen kostet keine Aktion: Es ist ein freier Zug, sofern keine der beteiligten Karten etwas anderes sagt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="354"/>
        <source>A card keeps any change to its status until something specifically reverses it, even after going back to a hand: a Devastated group gets no Relief from returning to hand, and a Personality that once became a Vampire stays one.</source>
        <translation>Eine Karte behält jede Änderung ihres Status, bis etwas sie ausdrücklich rückgängig macht, auch nach der Rückkehr auf eine Hand: Eine verwüstete Gruppe erhält durch die Rückkehr auf die Hand kein Relief, und eine Persönlichkeit, die einmal Vampir wurde, bleibt es.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="356"/>
        <source>A group that is actually destroyed loses all its special status, and if a card brings it back it enters with printed values only. Its permanent changes are still remembered for goals and for the record, but not carried onto the returned card.</source>
        <translation>Eine tatsächlich zerstörte Gruppe verliert jeden Sonderstatus; holt etwas sie ins Spiel zurück, kommt sie nur mit ihren aufgedruckten Werten. Ihre dauerhaften Änderungen bleiben für Ziele und für die Spielgeschichte erhalten, gehen aber nicht auf die zurückgeholte Karte über.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="358"/>
        <source>A permanent change (to Power, Resistance, Global Power, alignments or attributes) has no time limit of its own, like an NWO&apos;s or a linked card&apos;s. A temporary change carries its own limit, say &apos;until end of turn&apos; or &apos;for one action&apos;. Other cards can still undo permanent changes.</source>
        <translation>Eine dauerhafte Änderung an Macht, Widerstand, Globaler Macht, Gesinnungen oder Attributen einer Gruppe hat keine eigene Frist, etwa durch ein NWO oder eine verknüpfte Karte. Eine vorübergehende trägt ihre Frist in sich, etwa „für die nächste Aktion“ oder „bis zum Zugende“. Auch dauerhafte Änderungen können andere Karten rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="360"/>
        <source>Each player picks an Illuminati, splits his cards into a Group deck and a Plot deck, and draws 3 Plots. All reveal a lead Group at once (a Resource may not lead), each draws 6 Group cards, and everyone rolls 2d6: whoever rolls highest starts.</source>
        <translation>Jeder Spieler wählt seine Illuminati, teilt seine Karten in Gruppen- und Plotdeck und zieht 3 Plots. Alle legen gleichzeitig eine Startgruppe aus (keine Ressource), jeder zieht 6 Gruppenkarten, und alle würfeln mit zwei Würfeln: Der höchste Wurf beginnt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="362"/>
        <source>An INWO turn runs: 1 draw a Plot (tokens left over may buy extra Plots), 2 draw a Group, 3 an automatic takeover, 4 refill Action tokens, 5 take actions, 6 free moves and announcing a goal met, 7 knock to pass play on.</source>
        <translation>Ein INWO-Zug läuft so: 1. einen Plot ziehen (übrige Aktionsmarker dürfen weitere Plots kaufen), 2. eine Gruppe ziehen, 3. eine automatische Übernahme, 4. Aktionsmarker auffüllen, 5. Aktionen, 6. freie Züge und Ansage eines erreichten Ziels, 7. klopfen und weitergeben.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="364"/>
        <source>A group never holds more than one Action token unless its own text or a Plot grants more, so it normally acts once a turn. In phase 4 each group without a token gets one back; a group still holding its token gets no second one.</source>
        <translation>Eine Gruppe hat nie mehr als einen Aktionsmarker, außer ihr eigener Text oder ein Plot gibt ihr mehr; normalerweise handelt sie also einmal pro Zug. In Phase 4 bekommt jede Gruppe ohne Aktionsmarker wieder einen; eine Gruppe, die ihren noch hat, bekommt keinen zweiten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="366"/>
        <source>Your Illuminati&apos;s token, or a pair of tokens from other groups, buys one extra Plot, whenever you like except while a Privileged attack is going on. Tokens still left from your last turn can do only this, and only before the refill in phase 4.</source>
        <translation>Ein Aktionsmarker der Illuminati oder zwei Aktionsmarker anderer Gruppen kaufen einen zusätzlichen Plot, jederzeit außer während eines privilegierten Angriffs. Aktionsmarker, die vom letzten Zug übrig sind, können nur das, und nur vor dem Auffüllen in Phase 4.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="368"/>
        <source>Outside your own turn you may never have over 5 Plots in hand, hidden and exposed together; any extra must go at once (play it, give it away, discard it or put it back in the deck). Some cards raise the limit, such as the Gnomes of Zurich (6).</source>
        <translation>Außerhalb des eigenen Zuges darf man nie mehr als 5 Plots halten, verdeckte und offene zusammen; was darüber liegt, muss sofort weg (ausspielen, verschenken, abwerfen oder ins Deck zurücklegen). Manche Karten erhöhen das Limit, etwa die Gnomes of Zurich (6).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="370"/>
        <source>Besides the Group card drawn in phase 2, you may draw one more after your tokens are placed by spending your Illuminati&apos;s action.</source>
        <translation>Zusätzlich zur Gruppenkarte aus Phase 2 darf man nach dem Auslegen der Aktionsmarker eine weitere ziehen, indem man die Aktion der Illuminati ausgibt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="372"/>
        <source>Turns go round the table counter-clockwise, one player after another, until someone, alone or in a coalition, has won.</source>
        <translation>Die Züge gehen reihum gegen den Uhrzeigersinn, ein Spieler nach dem anderen, bis jemand allein oder in einem Bündnis gewonnen hat.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="374"/>
        <source>Until a rival has finished his first turn you may do nothing to him: no Plots or abilities on him, no meddling in his attacks, no cards that hurt him. NWOs are the exception, and if he attacks you in that turn you may answer him freely.</source>
        <translation>Bis ein Gegner seinen ersten Zug beendet hat, darfst du nichts gegen ihn unternehmen: keine Plots oder Fähigkeiten gegen ihn, kein Eingreifen in seine Angriffe, keine Karten, die ihm schaden. Ausgenommen sind NWOs, und greift er dich in diesem Zug an, darfst du ihm frei antworten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="376"/>
        <source>Moving a group is an action, paid by the group itself, your Illuminati, or its old or new master, as you choose. Cards may not overlap; a group that cannot be placed without overlapping goes back, with its puppets, into the hand of its previous controller.</source>
        <translation>Eine Gruppe zu verschieben kostet eine Aktion, wahlweise der Gruppe selbst, ihres alten Meisters, ihres neuen Meisters oder deiner Illuminati. Karten dürfen sich nicht überlappen; eine Gruppe, die sich nicht ohne Überlappung legen lässt, geht samt Puppen auf die Hand dessen zurück, der sie vor dem Verschieben hatte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="378"/>
        <source>Free moves cost no action and may come before, between or after actions: giving away cards from hand or Resources in play, discarding from hand, making links, buying Plots. You may no longer simply drop one of your groups.</source>
        <translation>Freie Züge kosten keine Aktion und dürfen vor, zwischen oder nach den Aktionen kommen: Handkarten oder Ressourcen im Spiel verschenken, Handkarten abwerfen, Verknüpfungen herstellen, Plots kaufen. Eine Gruppe aus der eigenen Machtstruktur fallen zu lassen ist nicht mehr erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="380"/>
        <source>A trade binds only when both sides hand over at once; a promise to give something later may be broken. Cards in hand may change hands whenever no Privileged attack is in progress, but cards you have not yet drawn can never be given.</source>
        <translation>Ein Tausch ist nur bindend, wenn beide Seiten sofort übergeben; ein Versprechen für später darf man brechen. Handkarten dürfen jederzeit außer während eines privilegierten Angriffs weitergegeben werden, nicht gezogene Karten aus den Decks aber nie.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="382"/>
        <source>When a card&apos;s instructions disagree with the rulebook, the card wins. The only exception is the Meta-Rules, which no card overrides.</source>
        <translation>Widerspricht der Text einer Karte dem Regelheft, gilt die Karte. Einzige Ausnahme sind die Meta-Regeln, die keine Karte aushebelt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="384"/>
        <source>In a game for two, the basic goal must be set at 12 groups or more.</source>
        <translation>In einer Partie zu zweit muss das Grundziel auf 12 oder mehr Gruppen festgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="386"/>
        <source>With two players, no attack on the other player is allowed until both have completed a full turn, so the second player cannot pounce on the first at once.</source>
        <translation>Zu zweit darf keiner den anderen angreifen, bevor beide einen vollen Zug gespielt haben; der zweite Spieler kann also nicht sofort über den ersten herfallen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="388"/>
        <source>Two-player games skip the automatic takeover phase: apart from the starting puppet, every group needs a successful roll to be taken over. A Resource costs your Illuminati&apos;s token, one per turn at most.</source>
        <translation>Zu zweit entfällt die Phase der automatischen Übernahme: Außer der Startpuppe muss jede Gruppe mit einem gelungenen Wurf übernommen werden. Eine Ressource kostet den Aktionsmarker der Illuminati, höchstens eine pro Zug.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="390"/>
        <source>A Plan 28 deck holds exactly 30 cards: the Illuminati, 20 Plots and 9 Group-deck cards. Since INWO draws Resources from the Group deck, any Resources count among those 9.</source>
        <translation>Ein Plan-28-Deck hat genau 30 Karten: die Illuminati, 20 Plots und 9 Karten des Gruppendecks. Da INWO Ressourcen aus dem Gruppendeck zieht, zählen Ressourcen zu diesen 9.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="392"/>
        <source>Under Plan 28 a deck may include at most two copies of any one Plot.</source>
        <translation>Unter Plan 28 darf ein Deck höchstens zwei Exemplare derselben Plotkarte enthalten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="394"/>
        <source>Savings and Loan Scam and Comet Hail Bob are Restricted: at most one copy of each per deck. The card list spells them &apos;Savings &amp; Loan Scam&apos; and &apos;Comet Hail-Bob&apos;, so names are compared loosely.</source>
        <translation>Savings and Loan Scam und Comet Hail Bob stehen auf der Restricted-Liste: höchstens ein Exemplar von jedem je Deck. Die Kartenliste schreibt sie „Savings &amp; Loan Scam“ und „Comet Hail-Bob“, daher werden die Namen tolerant verglichen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="396"/>
        <source>Of Messiah, The Big Prawn, Voodoo Economics and Cyborg Soldiers, a deck may include only one card altogether. The Big Prawn and Cyborg Soldiers are Resources, so they sit in the Group deck.</source>
        <translation>Von The Big Prawn, Cyborg Soldiers, Voodoo Economics und Messiah darf ein Deck insgesamt nur eine Karte enthalten. The Big Prawn und Cyborg Soldiers sind Ressourcen und liegen daher im Gruppendeck.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="398"/>
        <source>Plan 28 bans Good Polls, Power Grab, most Zaps, and whatever &apos;the various variants&apos; ban. Neither those variants nor the allowed Zaps are named, so the program bans Zaps by keyword (with an exception list you can fill) and calls a deck legal only with that part unverified.</source>
        <translation>Plan 28 verbietet Good Polls, Power Grab, die meisten Zaps und alles, was „die verschiedenen Varianten“ verbieten. Weder diese Varianten noch die erlaubten Zaps sind benannt; das Programm verbietet Zaps daher per Schlüsselwort (mit einer Ausnahmeliste, die man füllen kann) und nennt ein Deck nur unter Vorbehalt legal.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="400"/>
        <source>The uncontrolled deck is built from sets of six: 2 NWOs, 1 Resource, and one group each of Power 5+, 3-4 and 0-2. Use one set more than there are players (3 sets, 18 cards, for two) and shuffle it.</source>
        <translation>Das unkontrollierte Deck besteht aus Sätzen zu sechs Karten: 2 NWOs, 1 Ressource und je eine Gruppe mit Macht 5+, 3-4 und 0-2. Man nimmt einen Satz mehr, als Spieler mitspielen (bei zwei also 3 Sätze, 18 Karten), und mischt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="402"/>
        <source>Reveal Illuminati, draw 3 Plots, choose a starting group. Each player then gets 4 In Media Res cards (a Resource, a Power 3-4 group and two Power 0-2 groups), keeps 2 face up for a shared pool, and all draft from it in snake order from the starting player. Last, each draws 3 Groups.</source>
        <translation>Illuminati aufdecken, 3 Plots ziehen, eine Startgruppe wählen. Dann bekommt jeder 4 In-Media-Res-Karten (1 Ressource, 1 Gruppe mit Macht 3-4, 2 mit Macht 0-2), legt 2 davon offen in einen gemeinsamen Vorrat, und alle wählen daraus in Schlangenreihenfolge ab dem Startspieler. Zuletzt zieht jeder 3 Gruppenkarten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="404"/>
        <source>Planning is done by everyone, in this order: each draws 1 Plot and 1 Group; one card per player plus one more comes off the uncontrolled deck, NWOs going straight into play and Groups and Resources to the uncontrolled area; then tokens go on groups and resources.</source>
        <translation>Die Planung machen alle, in dieser Reihenfolge: Jeder zieht 1 Plot und 1 Gruppe; vom unkontrollierten Deck kommt eine Karte je Spieler und eine weitere, Gruppen und Ressourcen in den unkontrollierten Bereich, NWOs direkt ins Spiel; dann kommen Aktionsmarker auf Gruppen und Ressourcen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="406"/>
        <source>Beginning with this turn&apos;s starting player, each player in turn either knocks or makes one active move. Knocking does not end your part, as you may still move later; the phase ends only when every player knocks one after the other.</source>
        <translation>Beginnend mit dem Startspieler dieses Zuges macht reihum jeder einen aktiven Zug oder klopft. Wer klopft, darf später trotzdem wieder handeln; die Phase endet erst, wenn alle Spieler nacheinander klopfen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="408"/>
        <source>End of Turn goes in order: spend actions on Plots, everyone discards to 5 cards, Bermuda reorganises, effects lasting until end of turn stop, and only cards marked End of Turn may be played. Then the next player becomes starting player.</source>
        <translation>Das Zugende läuft in dieser Reihenfolge: Aktionen für Plots ausgeben, alle werfen auf 5 Karten ab, das Bermuda Triangle organisiert um, Effekte bis Zugende enden, und nur Karten mit der Angabe End of Turn dürfen gespielt werden. Dann wird der nächste Spieler Startspieler.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="410"/>
        <source>A Plan 28 game lasts exactly 4 turns. Only the fourth ends with a Victory phase, in which victory points are totalled and the winner is found.</source>
        <translation>Eine Partie Plan 28 dauert genau 4 Züge. Nur der vierte endet mit einer Siegphase, in der die Siegpunkte gezählt und der Sieger ermittelt wird.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="412"/>
        <source>One active move per step: a takeover (from hand or uncontrolled area), an attack, a Plot or ability starting something, moving a group, a link, an Illuminati token for a Resource or Group card, buying, giving or discarding Plots, a trade, a token for the top uncontrolled card, or a duplicate to add or remove a token.</source>
        <translation>Ein aktiver Zug pro Schritt: Übernahme aus der Hand oder dem unkontrollierten Bereich, ein Angriff, ein Plot oder eine Fähigkeit, die etwas auslöst, eine Gruppe verschieben, eine Verknüpfung, der Aktionsmarker der Illuminati für eine Ressource oder Gruppenkarte, Plots kaufen, verschenken oder abwerfen, ein Tausch, ein Aktionsmarker für die oberste unkontrollierte Karte oder ein Duplikat, um einen Aktionsmarker zu geben oder zu nehmen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="414"/>
        <source>Reactive moves answer other plays: changing a die roll, or cards and abilities that respond to a move, like Crop Circles. Anything else may be played only during World Domination, unless its text allows another phase.</source>
        <translation>Reaktive Züge antworten auf andere Spielzüge: ein Würfelergebnis ändern oder Karten und Fähigkeiten, die auf einen Zug reagieren, wie Crop Circles. Alles andere darf nur in der Weltherrschaftsphase gespielt werden, außer der Kartentext erlaubt eine andere Phase.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="416"/>
        <source>Attack: Power, +4 per shared alignment except Fanatic, -4 per opposed one, plus bonuses and Plots; defence: Resistance, +5 if Secret, with no closeness or master-alignment bonus. Only groups with Global Power, master or puppet of the target, or a shared non-Fanatic alignment may aid or defend; agents give +10 or -10.</source>
        <translation>Angriff: Macht, +4 je gemeinsamer Gesinnung außer Fanatisch, -4 je gegensätzlicher, dazu Boni und Plots; Verteidigung: Widerstand, +5 bei geheimen Gruppen, ohne Nähe- oder Meistergesinnungsbonus. Nur Gruppen mit Globaler Macht, Meister oder Puppe des Ziels oder mit gemeinsamer nicht-fanatischer Gesinnung dürfen unterstützen oder verteidigen; Agenten geben +10 oder -10.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="418"/>
        <source>An attack to destroy works like Plan 28&apos;s attack to control, except that the alignment modifiers flip: +4 for each opposed pair, -4 for each shared alignment. The defence is reckoned as for control, so the target&apos;s Resistance (+5 if Secret), not its Power.</source>
        <translation>Ein Angriff zur Zerstörung läuft wie der Angriff zur Kontrolle unter Plan 28, nur kehren sich die Gesinnungsmodifikatoren um: +4 je gegensätzlichem Paar, -4 je gemeinsamer Gesinnung. Die Verteidigung wird wie bei Kontrolle berechnet, also mit dem Widerstand des Ziels (+5 bei geheimen Gruppen), nicht mit seiner Macht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="420"/>
        <source>Under Plan 28 plays resolve one at a time, each fully before the next is made. Reactions must come before another active move; die-roll changes come right after the roll, ahead of any other reaction; two plays made at truly the same time are ordered by a die roll.</source>
        <translation>Unter Plan 28 wirken Spielzüge einzeln, jeder vollständig, bevor der nächste kommt. Reaktionen müssen vor dem nächsten aktiven Zug kommen; Würfeländerungen gleich nach dem Wurf, vor jeder anderen Reaktion; zwei wirklich gleichzeitige Spielzüge ordnet ein Würfelwurf.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="422"/>
        <source>Points: 1 for each group you control, up to 3 for groups counting double, 3 for meeting your Illuminati&apos;s goal, up to 3 for Cthulhu, Hermes or SubGenius. Each Goal card in hand adds 3 if met or up to 3 for doubles, each rival Illuminati card that Illuminati&apos;s bonus, and a Purple NWO&apos;s condition up to 3.</source>
        <translation>Punkte: 1 je Gruppe der Machtstruktur, bis zu 3 für doppelt zählende Gruppen, 3 für das erreichte Ziel der eigenen Illuminati, bis zu 3 für Hermes, Cthulhu oder SubGenius. Jede Zielkarte auf der Hand bringt 3, wenn erreicht, oder bis zu 3 für Doppelzählung, jede gegnerische Illuminati-Karte deren Bonus, die Bedingung eines lila NWO bis zu 3.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="424"/>
        <source>If victory points are tied, the player with more groups wins; if still tied, the one with the greater total Power; if even that is level, the victory is shared.</source>
        <translation>Bei gleichen Siegpunkten gewinnt, wer mehr Gruppen hat; steht es dann noch gleich, wer die größere Gesamtmacht hat; ist auch das gleich, wird der Sieg geteilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="426"/>
        <source>A boxed-game turn: collect income; draw a card (a Group goes face up to the uncontrolled area, a Special is kept); take 2 actions plus any free actions; make 2 money transfers; use special-power actions. Or pass: take no actions of any kind, and your Illuminati collect 5 MB.</source>
        <translation>Ein Zug im klassischen Spiel: Einkommen kassieren; eine Karte ziehen (eine Gruppe kommt offen in den unkontrollierten Bereich, eine Spezialkarte behält man); 2 Aktionen und beliebig viele freie Aktionen; 2 Geldtransfers; Aktionen mit Spezialfähigkeiten. Oder passen: keinerlei Aktionen und 5 MB für die Illuminati kassieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="428"/>
        <source>Control strength: the attacker&apos;s Power plus the transferable Power of aiding groups from its own Power Structure, minus the target&apos;s Resistance, then +4 for each identical and -4 for each opposed alignment the attacker and target have. The aiders&apos; own alignments play no part.</source>
        <translation>Die Kontrollstärke ist die Macht des Angreifers plus die übertragbare Macht helfender Gruppen aus seiner eigenen Machtstruktur, minus Widerstand des Ziels, dann +4 je gleicher und -4 je gegensätzlicher Gesinnung von Angreifer und Ziel. Die Gesinnungen der Helfer spielen keine Rolle.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="430"/>
        <source>All transferable Power that will help an attack has to be named before anyone pays money into it; once spending has started, none can be added.</source>
        <translation>Alle übertragbare Macht, die bei einem Angriff hilft, muss genannt werden, bevor jemand Geld hineinsteckt; hat das Zahlen begonnen, kommt keine mehr hinzu.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="432"/>
        <source>The attacker may pay MB out of the attacking group&apos;s own treasury and out of his Illuminati treasury; each MB adds +1 to the attack. No other group of his may pay.</source>
        <translation>Der Angreifer darf MB aus der Kasse der angreifenden Gruppe und aus der Illuminati-Kasse zahlen; jedes MB gibt dem Angriff +1. Keine andere seiner Gruppen darf zahlen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="434"/>
        <source>If the target belongs to another player, he may pay to defend it: each MB from the target&apos;s own treasury counts -2 against the attack, each MB from his Illuminati treasury -1. No other group may pay, and all of it goes to the bank.</source>
        <translation>Gehört das Ziel einem anderen Spieler, darf er zu seiner Verteidigung zahlen: Jedes MB aus der Kasse des Ziels zählt -2 gegen den Angriff, jedes MB aus seiner Illuminati-Kasse -1. Keine andere Gruppe darf zahlen, und alles geht an die Bank.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="436"/>
        <source>Other players may join in, for or against the attacker, by paying MB from their Illuminati treasury and from nowhere else: each MB moves the needed roll by 1 in the chosen direction.</source>
        <translation>Andere Spieler dürfen für oder gegen den Angreifer eingreifen, indem sie MB aus ihrer Illuminati-Kasse zahlen, aus keiner anderen: Jedes MB verschiebt den nötigen Wurf um 1 in die gewählte Richtung.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="438"/>
        <source>A controlled target gets +10 if its master is the Illuminati, +5 if it sits one group further out and +2 if two further out: on Resistance against control, on Power against destroy. None of this applies when you attack your own group.</source>
        <translation>Ein kontrolliertes Ziel erhält +10, wenn sein Meister die Illuminati sind, +5 eine Gruppe weiter außen und +2 zwei Gruppen weiter außen: auf den Widerstand gegen Kontrolle, auf die Macht gegen Zerstörung. Greift man eine eigene Gruppe an, gilt nichts davon.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="440"/>
        <source>Since 11 and 12 never succeed, once the needed roll reaches 10 more money cannot improve the odds. It still builds a margin, though: every point above 10 is one more MB the defender has to spend to bring the roll back down.</source>
        <translation>Ein Wurf von 11 oder 12 misslingt immer; hat der nötige Wurf 10 erreicht, verbessert mehr Geld die Chance also nicht. Es schafft aber Vorsprung: Jeder Punkt über 10 ist ein MB mehr, das der Verteidiger ausgeben muss, um den Wurf wieder zu senken.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="442"/>
        <source>An attack to neutralize works like one to control, but only against a group another player controls, and it gets +6. On success the target and its puppets go to the uncontrolled area and their money to the bank. Following the later edition, no open control arrow is needed.</source>
        <translation>Ein Angriff zur Neutralisierung läuft wie einer zur Kontrolle, aber nur gegen eine Gruppe, die ein anderer Spieler kontrolliert, und er erhält +6. Bei Erfolg kommen das Ziel und seine Puppen in den unkontrollierten Bereich und ihr Geld an die Bank. Nach der späteren Ausgabe braucht er keinen freien Kontrollpfeil.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="444"/>
        <source>Destroy rolls Power against Power, with +4 per opposed and -4 per identical alignment, and needs no open arrow. A Powerless group is safe from destruction except by Whispering Campaign. A destroyed group is put in the dead pile; its puppets become uncontrolled.</source>
        <translation>Zerstörung wirft Macht gegen Macht, mit +4 je gegensätzlicher und -4 je gleicher Gesinnung, und braucht keinen freien Pfeil. Eine Gruppe ohne Macht kann nur mit Whispering Campaign zerstört werden. Eine zerstörte Gruppe kommt auf den Friedhof, ihre Puppen werden unkontrolliert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="446"/>
        <source>Discarding any Special card when announcing an attack makes it Privileged: nobody else may interfere for or against it. Bavaria may instead pay 5 MB from its Illuminati treasury, once per turn. How Privilege is abolished depends on the edition, and the first rulebook contradicts itself.</source>
        <translation>Wer beim Ansagen eines Angriffs eine beliebige Spezialkarte abwirft, macht ihn privilegiert: Niemand sonst darf dafür oder dagegen eingreifen. Bavaria darf stattdessen einmal pro Zug 5 MB aus seiner Illuminati-Kasse zahlen. Wie Privilegierung aufgehoben wird, hängt von der Ausgabe ab, und das erste Regelheft widerspricht sich.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="448"/>
        <source>An attacker may call his attack off until he puts money into it; once he pays, it is committed: it has to be played out and counts as an action. If he pays nothing, it becomes committed when anyone else spends money on it or when he rolls.</source>
        <translation>Ein Angreifer darf seinen Angriff abblasen, bis er Geld hineinsteckt; sobald er zahlt, ist der Angriff verbindlich, muss ausgespielt werden und zählt als Aktion. Zahlt er nichts, wird er verbindlich, sobald jemand anderes Geld dafür oder dagegen ausgibt oder er würfelt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="450"/>
        <source>When an attack to control succeeds, half the money on each captured group (rounded down) comes along with it and the rest goes to the bank. As part of the same attack, the attacking group may then pass any of its own money to its new puppet.</source>
        <translation>Gelingt ein Angriff zur Kontrolle, wechselt die Hälfte des Geldes auf jeder eroberten Gruppe (abgerundet) mit, der Rest geht an die Bank. Als Teil desselben Angriffs darf die angreifende Gruppe dann beliebig viel eigenes Geld an ihre neue Puppe weitergeben.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="452"/>
        <source>Each group attacks or aids at most once a turn (UFOs twice). If a player&apos;s opening action is a failed attack, his second may strike the same target again, with another group. A group captured this turn may already act.</source>
        <translation>Jede Gruppe greift höchstens einmal pro Zug an oder hilft (die UFOs zweimal). Ist die erste Aktion eines Spielers ein gescheiterter Angriff, darf er mit der zweiten dasselbe Ziel erneut angreifen, aber mit einer anderen Gruppe. Eine in diesem Zug eroberte Gruppe darf schon handeln.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="454"/>
        <source>An &apos;any attempt&apos; ability helps every group of the player who holds the card. A bonus that belongs to the card alone is added on top of the normal alignment bonus: the Mafia get +3 and +4, so +7 in all, to control a Criminal group.</source>
        <translation>Eine Fähigkeit „bei jedem Versuch“ hilft jeder Gruppe des Spielers, der die Karte hält. Ein Bonus, der nur der Karte selbst gehört, kommt zum normalen Gesinnungsbonus hinzu: Die Mafia erhält +3 und +4, also insgesamt +7, um eine kriminelle Gruppe zu kontrollieren.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="456"/>
        <source>Boxed-game opposites: Government and Communist, Liberal and Conservative, Peaceful and Violent, Straight and Weird; Criminal lacks an opposite, and any two Fanatic groups oppose each other. The later summary pairs Corporate with Socialist in place of Government and Communist.</source>
        <translation>Gegensätze im klassischen Spiel: Regierung und Kommunistisch, Liberal und Konservativ, Friedlich und Gewalttätig, Spießig und Verrückt; Kriminell hat keinen Gegensatz, und zwei fanatische Gruppen sind stets gegensätzlich. Die spätere Kurzfassung setzt Wirtschaft und Sozialistisch an die Stelle von Regierung und Kommunistisch.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="458"/>
        <source>Bavaria: Power 35 in all, its own 10 included; Bermuda: a group of every alignment; Discordia: 5 Weird groups; Gnomes: 150 MB across all their treasuries. Network: transferable Power 25, its own 7 included; Cthulhu: 8 groups destroyed; Assassins: 6 Violent groups. UFOs: one of the other seven, picked in secret.</source>
        <translation>Bavaria: Macht 35 insgesamt, die eigenen 10 mitgezählt; Bermuda: eine Gruppe jeder Gesinnung; Discordia: 5 verrückte Gruppen; Gnomes: 150 MB in allen Kassen. Network: übertragbare Macht 25, die eigenen 7 mitgezählt; Cthulhu: 8 zerstörte Gruppen; Assassins: 6 gewalttätige Gruppen. UFOs: eines der sieben anderen Ziele, geheim gewählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="460"/>
        <source>The basic goal depends on how many players began, and it stays the same when players leave or are eliminated. The rulebook&apos;s table survives only in part (8 for 7 or 8 players), so the referee sets the number for the game.</source>
        <translation>Das Grundziel hängt davon ab, wie viele Spieler begonnen haben, und bleibt gleich, wenn Spieler aussteigen oder ausscheiden. Die Tabelle des Regelhefts ist nur teilweise erhalten (8 bei 7 oder 8 Spielern), daher legt der Schiedsrichter die Zahl für die Partie fest.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="462"/>
        <source>A player who, at any point after his third turn, controls no group besides his Illuminati is out, and his money returns to the bank. Should Cthulhu&apos;s Servants make their own last group their 8th kill, they win instead.</source>
        <translation>Ein Spieler, der irgendwann nach seinem dritten Zug keine Gruppe außer seinen Illuminati kontrolliert, scheidet aus, und sein Geld geht an die Bank. Zerstören die Servants of Cthulhu ihre eigene letzte Gruppe als 8. Opfer, gewinnen sie stattdessen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="464"/>
        <source>A captured group brings its puppets along, keeping their places where possible. New cards that would overlap may be rearranged under the same master, and any that still will not fit become uncontrolled.</source>
        <translation>Eine eroberte Gruppe bringt ihre Puppen mit, die möglichst ihre Plätze behalten. Neue Karten, die sich überlappen würden, dürfen unter demselben Meister umgelegt werden, und was dann noch nicht passt, wird unkontrolliert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesummaries.cpp" line="466"/>
        <source>Groups may change owner only while one of the two players involved is taking his turn, and each group moved costs an action of that player. Nobody may simply give the game away to another player.</source>
        <translation>Gruppen dürfen nur im Zug eines der beiden beteiligten Spieler den Besitzer wechseln, und jede bewegte Gruppe kostet diesen Spieler eine Aktion. Niemand darf einem anderen Spieler einfach den Sieg schenken.</translation>
    </message>
</context>
<context>
    <name>RuleTitle</name>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="318"/>
        <source>Attack strength and the control roll</source>
        <translation>Angriffsstärke und Kontrollwurf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="321"/>
        <source>A strength below 2 cannot succeed</source>
        <translation>Eine Stärke unter 2 kann nicht gelingen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="324"/>
        <source>A roll of 11 or 12 always fails</source>
        <translation>Ein Wurf von 11 oder 12 misslingt immer</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="327"/>
        <source>Chance of success by attack strength</source>
        <translation>Erfolgschance nach Angriffsstärke</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="330"/>
        <source>Strength is final only when nobody adds more</source>
        <translation>Die Stärke steht erst fest, wenn niemand mehr nachlegt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="333"/>
        <source>Undeclared bonuses are lost at the roll</source>
        <translation>Nicht angesagte Boni verfallen beim Wurf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="336"/>
        <source>Announcing an attack in full</source>
        <translation>Einen Angriff vollständig ansagen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="339"/>
        <source>Control needs a free outgoing arrow</source>
        <translation>Kontrolle braucht einen freien ausgehenden Pfeil</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="342"/>
        <source>Illuminati attack but cannot be attacked</source>
        <translation>Illuminati greifen an, können aber nicht angegriffen werden</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="345"/>
        <source>Any group may be attacked, whatever its alignment</source>
        <translation>Jede Gruppe ist angreifbar, gleich welche Gesinnung sie hat</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="348"/>
        <source>Alignment bonus and penalty to control</source>
        <translation>Gesinnungsbonus und -malus bei Kontrolle</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="351"/>
        <source>The opposite alignment pairs</source>
        <translation>Die gegensätzlichen Gesinnungspaare</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="354"/>
        <source>Only the leading attacker gets alignment modifiers</source>
        <translation>Nur der führende Angreifer erhält Gesinnungsmodifikatoren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="357"/>
        <source>Attributes are not alignments</source>
        <translation>Attribute sind keine Gesinnungen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="360"/>
        <source>No opposite or doubled alignments on one group</source>
        <translation>Keine gegensätzlichen oder doppelten Gesinnungen auf einer Gruppe</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="363"/>
        <source>Illuminati have no alignments</source>
        <translation>Illuminati haben keine Gesinnungen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="366"/>
        <source>Alignments shared with the master add Resistance</source>
        <translation>Mit dem Meister geteilte Gesinnungen erhöhen den Widerstand</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="369"/>
        <source>Closeness to the Illuminati adds Resistance</source>
        <translation>Nähe zu den Illuminati erhöht den Widerstand</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="372"/>
        <source>The closeness bonus is never multiplied</source>
        <translation>Der Nähebonus wird nie multipliziert</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="375"/>
        <source>Abilities that raise Resistance</source>
        <translation>Fähigkeiten, die den Widerstand erhöhen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="378"/>
        <source>Any number may aid, each for an Action token</source>
        <translation>Beliebig viele dürfen helfen, jede Gruppe für einen Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="381"/>
        <source>Groups may join an attack later</source>
        <translation>Gruppen dürfen später in einen Angriff einsteigen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="384"/>
        <source>Who may aid an attack to control</source>
        <translation>Wer bei einem Angriff zur Kontrolle helfen darf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="387"/>
        <source>Who may defend against an attack to control</source>
        <translation>Wer gegen einen Angriff zur Kontrolle verteidigen darf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="390"/>
        <source>Global Power when alignments do not qualify</source>
        <translation>Globale Macht, wenn die Gesinnungen nicht passen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="393"/>
        <source>Global Power follows a lowered Power</source>
        <translation>Globale Macht sinkt mit einer gesenkten Macht</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="397"/>
        <source>A group may always defend itself, master and puppets</source>
        <translation>Eine Gruppe darf sich, ihren Meister und ihre Puppen immer verteidigen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="400"/>
        <source>The target&apos;s own token counts double</source>
        <translation>Der eigene Aktionsmarker des Ziels zählt doppelt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="403"/>
        <source>Who may aid an attack to destroy</source>
        <translation>Wer bei einem Angriff zur Zerstörung helfen darf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="406"/>
        <source>Who may defend against an attack to destroy</source>
        <translation>Wer gegen einen Angriff zur Zerstörung verteidigen darf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="410"/>
        <source>Third parties may interfere</source>
        <translation>Dritte dürfen eingreifen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="413"/>
        <source>No group attacks itself or aids an attack on itself</source>
        <translation>Keine Gruppe greift sich selbst an oder hilft bei einem Angriff auf sich</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="416"/>
        <source>Destroy compares Power with Power</source>
        <translation>Zerstörung vergleicht Macht mit Macht</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="420"/>
        <source>Closeness defends against destroy, master alignment not</source>
        <translation>Nähe schützt gegen Zerstörung, Gesinnungen des Meisters nicht</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="423"/>
        <source>Alignment modifiers to destroy</source>
        <translation>Gesinnungsmodifikatoren bei Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="426"/>
        <source>Destroy needs no free arrow</source>
        <translation>Zerstörung braucht keinen freien Pfeil</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="429"/>
        <source>Where a destroyed group and its puppets go</source>
        <translation>Wohin eine zerstörte Gruppe und ihre Puppen gehen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="432"/>
        <source>Destroying your own group</source>
        <translation>Die eigene Gruppe zerstören</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="435"/>
        <source>The Servants of Cthulhu&apos;s bonus to destroy</source>
        <translation>Der Bonus der Diener Cthulhus beim Zerstören</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="438"/>
        <source>Permanent Power changes apply to every use</source>
        <translation>Dauerhafte Machtänderungen gelten für jede Verwendung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="441"/>
        <source>Only the highest multiplier counts in defence</source>
        <translation>In der Verteidigung zählt nur der höchste Multiplikator</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="444"/>
        <source>A +10 defence Plot is added once</source>
        <translation>Ein +10-Plot zur Verteidigung zählt nur einmal</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="447"/>
        <source>Two different +10 cards in one defence</source>
        <translation>Zwei verschiedene +10-Karten in einer Verteidigung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="450"/>
        <source>The target&apos;s token adds its permanent Power again</source>
        <translation>Der Aktionsmarker des Ziels addiert seine dauerhafte Macht noch einmal</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="453"/>
        <source>The VFAQ&apos;s worked defence totals</source>
        <translation>Die durchgerechneten Verteidigungssummen der VFAQ</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="456"/>
        <source>Defence-only bonuses count for every use</source>
        <translation>Reine Verteidigungsboni zählen bei jeder Verwendung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="459"/>
        <source>Two Good Polls still multiply only once</source>
        <translation>Zwei Good Polls multiplizieren trotzdem nur einmal</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="462"/>
        <source>No third party in a Privileged attack</source>
        <translation>Keine Dritten bei einem privilegierten Angriff</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="465"/>
        <source>Negated Privilege stays lost for that attack</source>
        <translation>Aufgehobene Privilegierung bleibt für diesen Angriff verloren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="468"/>
        <source>No trades or Plot buying during a Privileged attack</source>
        <translation>Kein Handel und kein Plot-Kauf während eines privilegierten Angriffs</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="471"/>
        <source>Third parties may cancel the source of Privilege</source>
        <translation>Dritte dürfen die Quelle der Privilegierung aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="474"/>
        <source>How an INWO attack becomes Privileged</source>
        <translation>Wie ein INWO-Angriff privilegiert wird</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="478"/>
        <source>Who may affect a Secret group</source>
        <translation>Wer auf eine geheime Gruppe einwirken darf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="481"/>
        <source>What immunity protects against</source>
        <translation>Wovor Immunität schützt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="484"/>
        <source>No duplicate Plots in one attack or defence</source>
        <translation>Keine doppelten Plots in einem Angriff oder einer Verteidigung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="489"/>
        <source>An Instant attack is card Power against target Power</source>
        <translation>Ein Sofortangriff ist Macht der Karte gegen Macht des Ziels</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="492"/>
        <source>The target of an Instant attack spends no tokens</source>
        <translation>Das Ziel eines Sofortangriffs gibt keine Aktionsmarker aus</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="495"/>
        <source>A Disaster takes a token at once</source>
        <translation>Eine Katastrophe nimmt sofort einen Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="498"/>
        <source>An Assassination kills a Personality</source>
        <translation>Ein Attentat tötet eine Persönlichkeit</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="501"/>
        <source>Agents card: +10 to attack, -6 to defend</source>
        <translation>Agentenkarte: +10 im Angriff, -6 in der Verteidigung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="504"/>
        <source>One agents card per attack, discarded after use</source>
        <translation>Eine Agentenkarte pro Angriff, danach abgeworfen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="507"/>
        <source>Agents cannot stop an automatic takeover</source>
        <translation>Agenten verhindern keine automatische Übernahme</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="510"/>
        <source>A duplicate of your own group is no use</source>
        <translation>Ein Duplikat der eigenen Gruppe nützt nichts</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="513"/>
        <source>Players of the same Illuminati are mortal foes</source>
        <translation>Spieler derselben Illuminati sind Todfeinde</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="516"/>
        <source>A rival&apos;s Illuminati card as an agent</source>
        <translation>Die Illuminati-Karte eines Gegners als Agent</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="519"/>
        <source>Illuminati absent at the start stay out</source>
        <translation>Zu Beginn fehlende Illuminati bleiben draußen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="522"/>
        <source>Devastation halves Power against destroy</source>
        <translation>Verwüstung halbiert die Macht gegen Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="525"/>
        <source>Where halving falls in the modifier order</source>
        <translation>Wo das Halbieren in der Reihenfolge der Modifikatoren steht</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="528"/>
        <source>What Relief costs</source>
        <translation>Was Relief kostet</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="530"/>
        <source>Moving groups under a Devastated group</source>
        <translation>Gruppen unter einer verwüsteten Gruppe verschieben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="533"/>
        <source>Devastation survives a return to hand</source>
        <translation>Verwüstung übersteht die Rückkehr auf die Hand</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="536"/>
        <source>Attacking a group from your own hand</source>
        <translation>Eine Gruppe aus der eigenen Hand angreifen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="539"/>
        <source>A captured group brings its puppets</source>
        <translation>Eine eroberte Gruppe bringt ihre Puppen mit</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="541"/>
        <source>Calling off an attack</source>
        <translation>Einen Angriff abblasen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="543"/>
        <source>Bill Clinton&apos;s uncertain Liberal alignment</source>
        <translation>Bill Clintons ungewisse Liberal-Gesinnung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="546"/>
        <source>Order of changes: set, multiply, then add</source>
        <translation>Reihenfolge der Änderungen: setzen, multiplizieren, dann addieren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="549"/>
        <source>Multipliers never stack</source>
        <translation>Multiplikatoren werden nie kombiniert</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="552"/>
        <source>Bonuses outside Power come after the arithmetic</source>
        <translation>Boni außerhalb der Macht kommen nach der Rechnung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="555"/>
        <source>Impossible die results become the nearest legal one</source>
        <translation>Unmögliche Würfelergebnisse gelten als das nächste zulässige</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="559"/>
        <source>Power never drops below 0</source>
        <translation>Macht fällt nie unter 0</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="562"/>
        <source>Power changes count for every purpose</source>
        <translation>Machtänderungen gelten für jeden Zweck</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="565"/>
        <source>Specific card text beats general effects</source>
        <translation>Spezieller Kartentext schlägt allgemeine Effekte</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="568"/>
        <source>A cancelled play never happened</source>
        <translation>Ein aufgehobener Spielzug hat nie stattgefunden</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="571"/>
        <source>A cancelled Plot and what powered it are lost</source>
        <translation>Ein aufgehobener Plot und alles, was ihn antrieb, sind verloren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="574"/>
        <source>A Plot made illegal returns to hand, exposed</source>
        <translation>Ein unzulässig gewordener Plot kehrt offen auf die Hand zurück</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="577"/>
        <source>Cancelled or illegal Action tokens are lost</source>
        <translation>Aufgehobene oder unzulässige Aktionsmarker sind verloren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="580"/>
        <source>Replacing one of several actions behind a Plot</source>
        <translation>Eine von mehreren Aktionen hinter einem Plot ersetzen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="583"/>
        <source>An ability made illegal loses its tokens</source>
        <translation>Eine unzulässig gewordene Fähigkeit verliert ihre Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="586"/>
        <source>Cancelling the attacking group&apos;s action</source>
        <translation>Die Aktion der angreifenden Gruppe aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="589"/>
        <source>What stays when an attack is cancelled</source>
        <translation>Was bleibt, wenn ein Angriff aufgehoben wird</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="592"/>
        <source>A cancelled attack on a card from hand</source>
        <translation>Ein aufgehobener Angriff auf eine Karte aus der Hand</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="595"/>
        <source>A cancelled automatic takeover</source>
        <translation>Eine aufgehobene automatische Übernahme</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="598"/>
        <source>Cancelling an aiding group&apos;s action</source>
        <translation>Die Aktion einer helfenden Gruppe aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="601"/>
        <source>An aiding action made illegal</source>
        <translation>Eine unzulässig gewordene Hilfsaktion</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="604"/>
        <source>Cancelling a cancel restores the first card</source>
        <translation>Wer eine Aufhebung aufhebt, stellt die erste Karte wieder her</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="607"/>
        <source>A Hoax may be salvaged to cancel itself</source>
        <translation>Ein Hoax kann geborgen werden und sich selbst aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="610"/>
        <source>No cancelling after the dice are rolled</source>
        <translation>Kein Aufheben mehr nach dem Würfeln</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="613"/>
        <source>Plays to cancel before they take effect</source>
        <translation>Spielzüge, die vor ihrer Wirkung aufzuheben sind</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="616"/>
        <source>What you may do before cancelling</source>
        <translation>Was vor dem Aufheben erlaubt ist</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="619"/>
        <source>No stepping back in time to become eligible</source>
        <translation>Kein Schritt zurück in der Zeit, um berechtigt zu werden</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="622"/>
        <source>Cancelling abilities that need no action</source>
        <translation>Fähigkeiten ohne Aktion aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="625"/>
        <source>Negate, nullify and no effect all mean cancel</source>
        <translation>„Negate“, „nullify“ und „no effect“ bedeuten alle Aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="628"/>
        <source>No discarding to thwart a look or a theft</source>
        <translation>Kein Abwerfen, um Einsehen oder Stehlen zu vereiteln</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="631"/>
        <source>Truly simultaneous plays: the dice decide</source>
        <translation>Wirklich gleichzeitige Spielzüge: die Würfel entscheiden</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="634"/>
        <source>A cancelled attack in the glossary</source>
        <translation>Ein aufgehobener Angriff laut Glossar</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="637"/>
        <source>One NWO per colour, three at most</source>
        <translation>Ein NWO pro Farbe, höchstens drei</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="640"/>
        <source>How an NWO leaves play</source>
        <translation>Wie ein NWO aus dem Spiel kommt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="643"/>
        <source>An NWO may replace an identical NWO</source>
        <translation>Ein NWO darf ein identisches NWO ersetzen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="646"/>
        <source>Combined NWOs resolve in the order played</source>
        <translation>Kombinierte NWOs wirken in der Reihenfolge des Ausspielens</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="649"/>
        <source>Played NWOs do not count toward the hand limit</source>
        <translation>Ausgespielte NWOs zählen nicht zum Handlimit</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="652"/>
        <source>NWOs reach players still in their first turn</source>
        <translation>NWOs treffen auch Spieler, deren erster Zug noch nicht beendet ist</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="655"/>
        <source>NWO changes are permanent</source>
        <translation>NWO-Änderungen sind dauerhaft</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="658"/>
        <source>Claiming victory and letting rivals respond</source>
        <translation>Den Sieg ansagen und die Gegner reagieren lassen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="661"/>
        <source>Nobody wins in the first round</source>
        <translation>In der ersten Runde gewinnt niemand</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="664"/>
        <source>The basic goal: a set number of groups</source>
        <translation>Das Grundziel: eine festgelegte Zahl von Gruppen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="667"/>
        <source>At most three groups count double</source>
        <translation>Höchstens drei Gruppen zählen doppelt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="670"/>
        <source>Combined goals keep the double-count limit</source>
        <translation>Kombinierte Ziele behalten die Grenze für Doppelzählung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="673"/>
        <source>Which goals combine and which never do</source>
        <translation>Welche Ziele sich kombinieren lassen und welche nie</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="676"/>
        <source>The special goals of the INWO Illuminati</source>
        <translation>Die Spezialziele der INWO-Illuminati</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="679"/>
        <source>Doubling special goals combine with Goal cards</source>
        <translation>Verdoppelnde Spezialziele kombinieren mit Zielkarten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="682"/>
        <source>The Adepts&apos; Magic resources count as groups</source>
        <translation>Die magischen Ressourcen der Adepten zählen als Gruppen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="685"/>
        <source>Cthulhu&apos;s destroyed groups lower the goal</source>
        <translation>Von Cthulhu zerstörte Gruppen senken das Ziel</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="688"/>
        <source>Population Reduction and counting double</source>
        <translation>Population Reduction und Doppelzählung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="691"/>
        <source>Only one Goal card in hand</source>
        <translation>Nur eine Zielkarte auf der Hand</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="694"/>
        <source>A Goal card is revealed, never played</source>
        <translation>Eine Zielkarte wird aufgedeckt, nie ausgespielt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="697"/>
        <source>Which Power changes count for goals</source>
        <translation>Welche Machtänderungen für Ziele zählen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="700"/>
        <source>Temporary alignment changes count that turn only</source>
        <translation>Vorübergehende Gesinnungsänderungen zählen nur in diesem Zug</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="703"/>
        <source>Alignment changes on destroyed cards</source>
        <translation>Gesinnungsänderungen an zerstörten Karten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="706"/>
        <source>The order of alignment changes matters</source>
        <translation>Die Reihenfolge von Gesinnungsänderungen zählt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="709"/>
        <source>Shared victories and players of the same Illuminati</source>
        <translation>Geteilte Siege und Spieler derselben Illuminati</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="712"/>
        <source>A second goal after a thwarted victory</source>
        <translation>Ein zweites Ziel nach einem vereitelten Sieg</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="715"/>
        <source>Eliminating a rival, and leaving the game</source>
        <translation>Einen Gegner ausschalten und das Spiel verlassen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="718"/>
        <source>Military-Industrial Complex and goals</source>
        <translation>Military-Industrial Complex und Ziele</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="721"/>
        <source>Only one copy of a Unique resource in play</source>
        <translation>Nur ein Exemplar einer Unique-Ressource im Spiel</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="724"/>
        <source>A hidden Unique must be exposed</source>
        <translation>Eine verborgene Unique-Ressource muss aufgedeckt werden</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="727"/>
        <source>Resources that are not unique, in any number</source>
        <translation>Nicht-Unique-Ressourcen in beliebiger Zahl</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="730"/>
        <source>The duplicate of a destroyed group stays out</source>
        <translation>Das Duplikat einer zerstörten Gruppe bleibt draußen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="733"/>
        <source>No duplicates by takeover; clashing leads</source>
        <translation>Keine Duplikate durch Übernahme; doppelte Startgruppen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="736"/>
        <source>How Resources enter play</source>
        <translation>Wie Ressourcen ins Spiel kommen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="739"/>
        <source>Tokens of Resources cannot buy Plots</source>
        <translation>Aktionsmarker von Ressourcen kaufen keine Plots</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="742"/>
        <source>Linked Resources follow their group</source>
        <translation>Verknüpfte Ressourcen folgen ihrer Gruppe</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="745"/>
        <source>Moving a link: own turn, once per turn</source>
        <translation>Eine Verknüpfung verschieben: eigener Zug, einmal pro Zug</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="748"/>
        <source>A temporarily illegal link is kept but idle</source>
        <translation>Eine vorübergehend unzulässige Verknüpfung bleibt, wirkt aber nicht</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="751"/>
        <source>A permanently illegal link is lost</source>
        <translation>Eine dauerhaft unzulässige Verknüpfung geht verloren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="754"/>
        <source>Creating a link is a free move</source>
        <translation>Eine Verknüpfung herzustellen ist ein freier Zug</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="757"/>
        <source>Cards remember changes to their status</source>
        <translation>Karten merken sich Änderungen ihres Status</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="760"/>
        <source>A destroyed group loses its special status</source>
        <translation>Eine zerstörte Gruppe verliert ihren Sonderstatus</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="764"/>
        <source>Permanent versus temporary changes</source>
        <translation>Dauerhafte und vorübergehende Änderungen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="767"/>
        <source>Setting up an INWO game</source>
        <translation>Aufbau einer INWO-Partie</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="770"/>
        <source>The seven phases of a turn</source>
        <translation>Die sieben Phasen eines Zuges</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="773"/>
        <source>One token per group, refilled in phase 4</source>
        <translation>Ein Aktionsmarker pro Gruppe, aufgefüllt in Phase 4</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="776"/>
        <source>Buying Plots with Action tokens</source>
        <translation>Plots mit Aktionsmarkern kaufen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="779"/>
        <source>The hand limit of five Plots</source>
        <translation>Das Handlimit von fünf Plots</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="782"/>
        <source>A second Group draw for the Illuminati action</source>
        <translation>Eine zweite Gruppenkarte für die Illuminati-Aktion</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="785"/>
        <source>Play passes counter-clockwise</source>
        <translation>Gespielt wird gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="788"/>
        <source>No moves against a rival before his first turn ends</source>
        <translation>Nichts gegen einen Gegner, bevor sein erster Zug endet</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="791"/>
        <source>Moving a group costs one action</source>
        <translation>Eine Gruppe zu verschieben kostet eine Aktion</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="794"/>
        <source>Free moves; dropping groups is not allowed</source>
        <translation>Freie Züge; Gruppen fallen lassen ist nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="797"/>
        <source>Only trades made at once are binding</source>
        <translation>Nur sofort vollzogene Tauschgeschäfte sind bindend</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="800"/>
        <source>Card text beats the rulebook, not the Meta-Rules</source>
        <translation>Kartentext schlägt das Regelheft, nicht aber die Meta-Regeln</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="803"/>
        <source>Two players: a basic goal of at least 12</source>
        <translation>Zwei Spieler: ein Grundziel von mindestens 12</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="806"/>
        <source>Two players: no attacks before a full turn each</source>
        <translation>Zwei Spieler: keine Angriffe vor je einem vollen Zug</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="809"/>
        <source>Two players: no automatic takeovers</source>
        <translation>Zwei Spieler: keine automatischen Übernahmen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="812"/>
        <source>Plan 28: a deck of exactly 30 cards</source>
        <translation>Plan 28: ein Deck aus genau 30 Karten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="816"/>
        <source>Plan 28: at most two copies of a Plot</source>
        <translation>Plan 28: höchstens zwei Exemplare eines Plots</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="819"/>
        <source>Plan 28: the Restricted list</source>
        <translation>Plan 28: die Restricted-Liste</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="822"/>
        <source>Plan 28: the Ultra Restricted list</source>
        <translation>Plan 28: die Ultra-Restricted-Liste</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="825"/>
        <source>Plan 28: banned cards</source>
        <translation>Plan 28: verbotene Karten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="829"/>
        <source>Plan 28: the uncontrolled deck</source>
        <translation>Plan 28: das unkontrollierte Deck</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="832"/>
        <source>Plan 28: setup and the In Media Res draft</source>
        <translation>Plan 28: Aufbau und Auswahl der In-Media-Res-Karten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="836"/>
        <source>Plan 28, phase 1: Planning</source>
        <translation>Plan 28, Phase 1: Planung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="839"/>
        <source>Plan 28, phase 2: World Domination</source>
        <translation>Plan 28, Phase 2: Weltherrschaft</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="842"/>
        <source>Plan 28, phase 3: End of Turn</source>
        <translation>Plan 28, Phase 3: Zugende</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="845"/>
        <source>Plan 28, phase 4: victory after turn 4</source>
        <translation>Plan 28, Phase 4: Sieg nach dem vierten Zug</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="848"/>
        <source>Plan 28: active moves</source>
        <translation>Plan 28: aktive Züge</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="851"/>
        <source>Plan 28: reactive moves</source>
        <translation>Plan 28: reaktive Züge</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="854"/>
        <source>Plan 28: attack to control</source>
        <translation>Plan 28: Angriff zur Kontrolle</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="858"/>
        <source>Plan 28: attack to destroy</source>
        <translation>Plan 28: Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="862"/>
        <source>Plan 28: the order in which plays resolve</source>
        <translation>Plan 28: die Reihenfolge, in der Spielzüge wirken</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="865"/>
        <source>Plan 28: victory points</source>
        <translation>Plan 28: Siegpunkte</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="868"/>
        <source>Plan 28: breaking ties</source>
        <translation>Plan 28: Gleichstand auflösen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="871"/>
        <source>Boxed game: the turn sequence</source>
        <translation>Klassisches Spiel: der Zugablauf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="874"/>
        <source>Boxed game: control strength and aiding</source>
        <translation>Klassisches Spiel: Kontrollstärke und Hilfe</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="877"/>
        <source>Boxed game: announce aid before any money</source>
        <translation>Klassisches Spiel: Hilfe vor jedem Geld ansagen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="880"/>
        <source>Boxed game: the attacker&apos;s money</source>
        <translation>Klassisches Spiel: das Geld des Angreifers</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="883"/>
        <source>Boxed game: the defender&apos;s money</source>
        <translation>Klassisches Spiel: das Geld des Verteidigers</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="886"/>
        <source>Boxed game: money from other players</source>
        <translation>Klassisches Spiel: Geld anderer Spieler</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="889"/>
        <source>Boxed game: closeness to the Illuminati</source>
        <translation>Klassisches Spiel: Nähe zu den Illuminati</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="892"/>
        <source>Boxed game: money beyond a needed roll of 10</source>
        <translation>Klassisches Spiel: Geld über einen nötigen Wurf von 10 hinaus</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="895"/>
        <source>Boxed game: attack to neutralize</source>
        <translation>Klassisches Spiel: Angriff zur Neutralisierung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="899"/>
        <source>Boxed game: attack to destroy</source>
        <translation>Klassisches Spiel: Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="902"/>
        <source>Boxed game: Privilege</source>
        <translation>Klassisches Spiel: Privilegierung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="906"/>
        <source>Boxed game: calling off an attack</source>
        <translation>Klassisches Spiel: einen Angriff abblasen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="909"/>
        <source>Boxed game: the captured group&apos;s treasury</source>
        <translation>Klassisches Spiel: die Kasse der eroberten Gruppe</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="912"/>
        <source>Boxed game: each group attacks once per turn</source>
        <translation>Klassisches Spiel: jede Gruppe greift einmal pro Zug an</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="915"/>
        <source>Boxed game: any-attempt and card-only abilities</source>
        <translation>Klassisches Spiel: Fähigkeiten für jeden Versuch und für die Karte allein</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="918"/>
        <source>Boxed game: alignments and their opposites</source>
        <translation>Klassisches Spiel: Gesinnungen und ihre Gegensätze</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="921"/>
        <source>Boxed game: the special goals</source>
        <translation>Klassisches Spiel: die Spezialziele</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="924"/>
        <source>Boxed game: basic goal by number of players</source>
        <translation>Klassisches Spiel: Grundziel nach Spielerzahl</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="928"/>
        <source>Boxed game: eliminating a player</source>
        <translation>Klassisches Spiel: einen Spieler ausschalten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="931"/>
        <source>Boxed game: puppets come along with a capture</source>
        <translation>Klassisches Spiel: Puppen kommen bei einer Eroberung mit</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="934"/>
        <source>Boxed game: giving groups to other players</source>
        <translation>Klassisches Spiel: Gruppen an andere Spieler abgeben</translation>
    </message>
</context>
<context>
    <name>RuleTopic</name>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="26"/>
        <source>Attack strength</source>
        <translation>Angriffsstärke</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="27"/>
        <source>Alignment modifiers</source>
        <translation>Gesinnungsmodifikatoren</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="28"/>
        <source>Defence against control</source>
        <translation>Verteidigung gegen Kontrolle</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="29"/>
        <source>Aiding and defending</source>
        <translation>Unterstützen und Verteidigen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="30"/>
        <source>Attacks to destroy</source>
        <translation>Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="31"/>
        <source>Tokens for defence</source>
        <translation>Aktionsmarker zur Verteidigung</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="32"/>
        <source>Privileged attacks</source>
        <translation>Privilegierte Angriffe</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="33"/>
        <source>Secret groups, immunity, instants</source>
        <translation>Geheime Gruppen, Immunität, Sofortangriffe</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="34"/>
        <source>Agents, +10 Plots, duplicate Illuminati</source>
        <translation>Agenten, +10-Plots, doppelte Illuminati</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="35"/>
        <source>Devastation and Relief</source>
        <translation>Verwüstung und Relief</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="36"/>
        <source>Attacks from hand, captures</source>
        <translation>Angriffe aus der Hand, Erbeuten</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="37"/>
        <source>Order of modifiers, dice</source>
        <translation>Reihenfolge der Modifikatoren, Würfel</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="38"/>
        <source>Cancelling and illegal plays</source>
        <translation>Aufheben und unzulässige Spielzüge</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="39"/>
        <source>New World Orders</source>
        <translation>Neue Weltordnungen (NWOs)</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="40"/>
        <source>Goals and victory</source>
        <translation>Ziele und Sieg</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="41"/>
        <source>Unique Resources, duplicates</source>
        <translation>Einzigartige Ressourcen, Duplikate</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="42"/>
        <source>Links</source>
        <translation>Verknüpfungen</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="43"/>
        <source>Memory of cards</source>
        <translation>Gedächtnis der Karten</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="44"/>
        <source>Turn sequence</source>
        <translation>Zugablauf</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="45"/>
        <source>Two-player INWO</source>
        <translation>INWO zu zweit</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="46"/>
        <source>Plan 28</source>
        <translation>Plan 28</translation>
    </message>
    <message>
        <location filename="../core/rules/rulesindex.cpp" line="47"/>
        <source>Illuminati (boxed game)</source>
        <translation>Illuminati (klassisches Spiel)</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="689"/>
        <source>%1, %2: %3 of its %4 lines found.</source>
        <extracomment>%1 is a rules text (&quot;INWO rulebook&quot;), %2 its edition, %3 and %4 numbers of lines</extracomment>
        <translation>%1, %2: %3 von %4 Zeilen gefunden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="694"/>
        <source>The file is larger than %1 MB, far more than any rules text; it was not read.</source>
        <translation>Die Datei ist größer als %1 MB, weit mehr als jeder Regeltext; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="699"/>
        <source>The file is not text (it holds NUL bytes or control characters). Give a plain-text copy of the rules.</source>
        <translation>Die Datei ist kein Text (sie enthält NUL-Bytes oder Steuerzeichen). Geben Sie eine Kopie der Regeln als reinen Text an.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="703"/>
        <source>The file holds no text.</source>
        <translation>Die Datei enthält keinen Text.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="706"/>
        <source>This is not a rules text the program knows: none of its lines is a line of the INWO rulebook, the INWO VFAQ, Plan 28 or the rules of the boxed game.</source>
        <translation>Das ist kein Regeltext, den das Programm kennt: Keine ihrer Zeilen steht im INWO-Regelheft, in der INWO-VFAQ, in Plan 28 oder in den Regeln des klassischen Spiels.</translation>
    </message>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="711"/>
        <source>This is not a rules text the program knows. The nearest is %1, with %2% of its lines.</source>
        <extracomment>%1 is a rules text (&quot;INWO rulebook&quot;), %2 a percentage</extracomment>
        <translation>Das ist kein Regeltext, den das Programm kennt. Am nächsten kommt %1 (%2 % der Zeilen gefunden).</translation>
    </message>
    <message>
        <location filename="../core/rules/rulestext.cpp" line="718"/>
        <source>%1 (%2): only %3 of its %4 lines are in the file (%5%; at least %6% are needed). The copy is incomplete or changed.</source>
        <extracomment>%1 is a rules text (&quot;INWO rulebook&quot;), %2 its edition, %3 and %4 numbers of lines, %5 and %6 percentages</extracomment>
        <translation>%1 (%2): Nur %3 der %4 Zeilen stehen in der Datei (%5 %; nötig sind mindestens %6 %). Die Kopie ist unvollständig oder verändert.</translation>
    </message>
</context>
<context>
    <name>Seed</name>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="959"/>
        <source>INWO rulebook</source>
        <translation>INWO-Regelheft</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="960"/>
        <source>Illuminati (boxed game) rulebook</source>
        <translation>Regelheft zu Illuminati (klassisches Spiel)</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="961"/>
        <source>INWO VFAQ</source>
        <translation>INWO-VFAQ</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="962"/>
        <source>Illuminati (boxed game) rules summary</source>
        <translation>Regelübersicht zu Illuminati (klassisches Spiel)</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="963"/>
        <source>Plan 28</source>
        <translation>Plan 28</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="964"/>
        <source>Card data</source>
        <translation>Kartendaten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="1065"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="1066"/>
        <source>lines %1</source>
        <translation>Zeilen %1</translation>
    </message>
</context>
<context>
    <name>SeedSection</name>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="24"/>
        <source>Sequence of Play</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="25"/>
        <source>Alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="26"/>
        <source>Special Abilities</source>
        <translation>Spezialfähigkeiten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="27"/>
        <source>Attack to Control</source>
        <translation>Angriff zur Kontrolle</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="28"/>
        <source>Attack to Neutralize</source>
        <translation>Angriff zur Neutralisierung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="29"/>
        <source>Attack to Destroy</source>
        <translation>Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="30"/>
        <source>Interference</source>
        <translation>Einmischung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="32"/>
        <source>Calling Off An Attack</source>
        <translation>Einen Angriff abblasen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="33"/>
        <source>Gifts and Trades</source>
        <translation>Geschenke und Tauschgeschäfte</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="34"/>
        <source>Special Cards</source>
        <translation>Spezialkarten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="35"/>
        <source>Eliminating a Player</source>
        <translation>Einen Spieler ausschalten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="36"/>
        <source>Winning the Game</source>
        <translation>Das Spiel gewinnen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="37"/>
        <source>About the Illuminati</source>
        <translation>Über die Illuminati</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="38"/>
        <source>Basic Goals</source>
        <translation>Grundziele</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="39"/>
        <source>Special Goals</source>
        <translation>Spezialziele</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="41"/>
        <source>Bill Clinton</source>
        <translation>Bill Clinton</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="42"/>
        <source>Plot Cards</source>
        <translation>Plotkarten</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="43"/>
        <source>Action Tokens</source>
        <translation>Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="44"/>
        <source>Automatic Takeover</source>
        <translation>Automatische Übernahme</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="46"/>
        <source>Cancelling the Attack</source>
        <translation>Den Angriff aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="48"/>
        <source>Cancelling an Aiding Group</source>
        <translation>Eine helfende Gruppe aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="50"/>
        <source>Cancelling and Timing</source>
        <translation>Aufheben und Zeitpunkt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="52"/>
        <source>Pre-cancelling actions</source>
        <translation>Handlungen vor dem Aufheben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="54"/>
        <source>Step by Step Cancelling</source>
        <translation>Aufheben Schritt für Schritt</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="55"/>
        <source>Combining Goals</source>
        <translation>Ziele kombinieren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="56"/>
        <source>The Discordians, The Gnomes, The Network, and the Society of Assassins</source>
        <translation>Die Diskordier, die Gnome, das Netzwerk und die Gesellschaft der Assassinen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="58"/>
        <source>The Adepts of Hermes</source>
        <translation>Die Adepten des Hermes</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="59"/>
        <source>Servants of Cthulhu</source>
        <translation>Die Diener Cthulhus</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="61"/>
        <source>Population Reduction</source>
        <translation>Population Reduction</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="62"/>
        <source>Spending a Token</source>
        <translation>Einen Aktionsmarker ausgeben</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="64"/>
        <source>Cyborg Soldier and other Permanent power multipliers</source>
        <translation>Cyborg Soldier und andere dauerhafte Machtmultiplikatoren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="66"/>
        <source>Good Polls and Permanent power multipliers</source>
        <translation>Good Polls und dauerhafte Machtmultiplikatoren</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="68"/>
        <source>Putting it all together</source>
        <translation>Alles zusammen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="69"/>
        <source>Winning Two Ways</source>
        <translation>Auf zwei Arten gewinnen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="71"/>
        <source>Multiple Simultaneous Victors</source>
        <translation>Mehrere gleichzeitige Sieger</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="72"/>
        <source>Alignment Changes</source>
        <translation>Gesinnungsänderungen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="73"/>
        <source>Power Changes</source>
        <translation>Machtänderungen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="75"/>
        <source>Playing and Exposing Goal Cards</source>
        <translation>Zielkarten ausspielen und aufdecken</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="77"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="78"/>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="80"/>
        <source>Starting play</source>
        <translation>Spielbeginn</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="81"/>
        <source>Turn order</source>
        <translation>Zugablauf</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="82"/>
        <source>Active Moves</source>
        <translation>Aktive Züge</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="83"/>
        <source>Reactive moves</source>
        <translation>Reaktive Züge</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="85"/>
        <source>#2 Calculate Strength of Attack</source>
        <translation>#2 Angriffsstärke berechnen</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="86"/>
        <source>Attacks to Destroy</source>
        <translation>Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../core/rules/ruleidentity.cpp" line="87"/>
        <source>Determining victory</source>
        <translation>Den Sieger ermitteln</translation>
    </message>
</context>
<context>
    <name>TableFact</name>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="26"/>
        <source>%1: Power %2, Resistance %3, as printed</source>
        <translation>%1: Macht %2, Widerstand %3, wie aufgedruckt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="28"/>
        <source>%1 is %2, a change it remembers (%3)</source>
        <translation>%1 hat die Gesinnung %2, eine Änderung, die die Karte sich merkt (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="30"/>
        <source>%1 is no longer %2, a change it remembers (%3)</source>
        <translation>%1 hat die Gesinnung %2 nicht mehr, eine Änderung, die die Karte sich merkt (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="32"/>
        <source>%1: Power %2, a change it remembers (%3)</source>
        <translation>%1: Macht %2, eine Änderung, die die Karte sich merkt (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="34"/>
        <source>%1: Power %2 from %3 lasts this turn only and does not count for goals</source>
        <translation>%1: Macht %2 durch %3 gilt nur in diesem Zug und zählt nicht für Ziele</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="38"/>
        <location filename="../core/table/tablefacts.cpp" line="39"/>
        <source>%1: Power %2 (%3)</source>
        <translation>%1: Macht %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="41"/>
        <source>%1 is %2 (%3)</source>
        <translation>%1 hat die Gesinnung %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="43"/>
        <source>%1 still counts as %2 for goals</source>
        <translation>%1 zählt für Ziele weiterhin als %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="45"/>
        <source>%1: %2 (the referee decides)</source>
        <translation>%1: %2 (der Schiedsrichter entscheidet)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="48"/>
        <source>%1 may be changed by %2 (%3): the referee decides</source>
        <translation>%1 kann durch %2 verändert werden (%3): Der Schiedsrichter entscheidet</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="50"/>
        <source>%1: Power cannot fall below 0</source>
        <translation>%1: Die Macht kann nicht unter 0 fallen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="52"/>
        <source>%1 (%2) is in force, played by %3</source>
        <translation>%1 (%2) ist in Kraft, gespielt von %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="54"/>
        <source>The NWOs in force apply one at a time, in the order played</source>
        <translation>Die NWOs in Kraft wirken nacheinander, in der Reihenfolge des Ausspielens</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="57"/>
        <source>%1 discards %2, an NWO of the same colour</source>
        <translation>%1 wirft %2 ab, ein NWO derselben Farbe</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="59"/>
        <source>%1 replaces its identical copy and is now the last played</source>
        <translation>%1 ersetzt sein identisches Exemplar und gilt nun als zuletzt ausgespielt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="62"/>
        <source>%1 is negated and leaves play</source>
        <translation>%1 wird aufgehoben und kommt aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="64"/>
        <source>%1 is not a card the program knows: the referee applies it</source>
        <translation>%1 ist keine Karte, die das Programm kennt: Der Schiedsrichter wendet sie an</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="67"/>
        <source>%1 counts 1 (the Illuminati)</source>
        <translation>%1 zählt 1 (die Illuminati)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="68"/>
        <source>%1 counts 1</source>
        <translation>%1 zählt 1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="70"/>
        <source>%1 counts double (%2)</source>
        <translation>%1 zählt doppelt (%2)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="73"/>
        <source>%1 would count double (%2), but three already do</source>
        <translation>%1 würde doppelt zählen (%2), aber das tun schon drei</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="75"/>
        <source>%1 counts as a group (%2)</source>
        <translation>%1 zählt als Gruppe (%2)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="77"/>
        <source>%1, a Huge group destroyed, counts 2 (%2)</source>
        <translation>%1, eine zerstörte riesige Gruppe, zählt 2 (%2)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="79"/>
        <source>%1 is a Resource and does not count</source>
        <translation>%1 ist eine Ressource und zählt nicht</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="82"/>
        <source>%1 has destroyed %2 groups: the basic goal is %2 lower</source>
        <translation>%1 hat %2 Gruppen zerstört: Das Grundziel sinkt um %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="84"/>
        <source>Basic goal met: %1 of %2</source>
        <translation>Grundziel erfüllt: %1 von %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="86"/>
        <source>Basic goal not met: %1 of %2</source>
        <translation>Grundziel nicht erfüllt: %1 von %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="90"/>
        <source>%1: no group is %2</source>
        <translation>%1: keine Gruppe mit Gesinnung %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="96"/>
        <source>%1: %2 groups destroyed of %3 to win</source>
        <translation>%1: %2 Gruppen zerstört, %3 für den Sieg nötig</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="99"/>
        <source>%1 may hold up to %2 Goal cards and win with any of them</source>
        <translation>%1 darf bis zu %2 Zielkarten halten und mit jeder davon gewinnen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="101"/>
        <source>%1: its special goal makes groups count double for the basic goal</source>
        <translation>%1: Das Spezialziel lässt Gruppen für das Grundziel doppelt zählen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="88"/>
        <source>%1: total Power %2, %3 needed</source>
        <translation>%1: Macht insgesamt %2, nötig sind %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="93"/>
        <source>%1: the groups its goal counts have Power %2 in play, %3 needed</source>
        <translation>%1: Die Gruppen, die sein Ziel zählt, haben im Spiel %2 Macht, nötig sind %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="105"/>
        <source>%3 does not count double: %1 of %2 is a stronger Secret group</source>
        <translation>%3 zählt nicht doppelt: %1 von %2 ist eine stärkere geheime Gruppe</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="109"/>
        <source>%1: the program cannot check this special goal; the referee decides</source>
        <translation>%1: Das Programm kann dieses Spezialziel nicht prüfen; der Schiedsrichter entscheidet</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="113"/>
        <source>%1 has no special goal the program knows</source>
        <translation>%1 hat kein Spezialziel, das das Programm kennt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="115"/>
        <source>Goal card %1 is met</source>
        <translation>Zielkarte %1 ist erfüllt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="117"/>
        <source>Goal card %1: its condition is not in the program&apos;s sources; the referee decides</source>
        <translation>Zielkarte %1: Ihre Bedingung steht nicht in den Quellen des Programms; der Schiedsrichter entscheidet</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="121"/>
        <source>%1 never combines with other goals</source>
        <translation>%1 lässt sich nie mit anderen Zielen kombinieren</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="125"/>
        <source>Ruling on %1: %2</source>
        <translation>Auslegung zu %1: %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="127"/>
        <source>%1 holds %2 Goal cards: only one is allowed, and a player shown to hold more is out of the game</source>
        <translation>%1 hält %2 Zielkarten: Nur eine ist erlaubt, und wer nachweislich mehr hält, scheidet aus dem Spiel aus</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="131"/>
        <source>%1 holds %2 Goal cards, as the UFOs may</source>
        <translation>%1 hält %2 Zielkarten, wie es die UFOs dürfen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="133"/>
        <source>%1 adds nothing: the special goal already doubles the same groups</source>
        <translation>%1 bringt nichts: Das Spezialziel verdoppelt schon dieselben Gruppen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="137"/>
        <source>With Population Reduction the Servants of Cthulhu count only Huge groups destroyed, twice, and cannot win by destroying 8</source>
        <translation>Mit Population Reduction zählen die Servants of Cthulhu nur zerstörte riesige Gruppen, diese doppelt, und können nicht durch 8 zerstörte Gruppen gewinnen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="141"/>
        <source>Nobody can win in the first round</source>
        <translation>In der ersten Runde kann niemand gewinnen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="144"/>
        <source>%1 meet their goals at once and share the victory</source>
        <translation>%1 erfüllen ihre Ziele gleichzeitig und teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="146"/>
        <source>%1 play the same Illuminati and cannot share a victory: neither wins</source>
        <translation>%1 spielen dieselben Illuminati und können sich keinen Sieg teilen: Keiner gewinnt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="149"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="151"/>
        <source>Nobody meets a goal</source>
        <translation>Niemand erfüllt ein Ziel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="153"/>
        <source>%1: %2 victory points</source>
        <translation>%1: %2 Siegpunkte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="155"/>
        <source>%1 groups in the Power Structure: %1 points</source>
        <translation>%1 Gruppen in der Machtstruktur: %1 Punkte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="157"/>
        <source>Groups counting double: %1 points</source>
        <translation>Doppelt zählende Gruppen: %1 Punkte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="162"/>
        <source>Tied on points: %1 wins on most groups, then total Power</source>
        <translation>Punktgleichstand: %1 gewinnt nach den meisten Gruppen, dann nach der Gesamtmacht</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="164"/>
        <source>The boxed game&apos;s basic goal by number of players is set for the game: %1</source>
        <translation>Das Grundziel des klassischen Spiels nach Spielerzahl ist für die Partie festgelegt: %1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="169"/>
        <source>Two players play to at least 12 groups; this game: %1</source>
        <translation>Zwei Spieler spielen auf mindestens 12 Gruppen; diese Partie: %1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="171"/>
        <source>Round %1: the first round is over, victory can be claimed</source>
        <translation>Runde %1: Die erste Runde ist vorbei, der Sieg kann angesagt werden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="174"/>
        <source>%1: Global Power falls to %2 with its Power</source>
        <translation>%1: Die Globale Macht sinkt mit der Macht auf %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="176"/>
        <source>At most one NWO of each colour is in force: a new one discards the old</source>
        <translation>Höchstens ein NWO jeder Farbe ist in Kraft: Ein neues wirft das alte ab</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="180"/>
        <source>Ruling: %1. Applied: %2; the other reading: %3 (the referee may choose it)</source>
        <translation>Auslegung: %1. Angewandt: %2; die andere Lesart: %3 (der Schiedsrichter kann sie wählen)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="184"/>
        <source>%1: %2 groups of the kind needed, of %3</source>
        <translation>%1: %2 Gruppen der nötigen Art, von %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="191"/>
        <source>%1 is %2 until the end of this turn (%3)</source>
        <translation>%1 hat bis zum Ende dieses Zuges die Gesinnung %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="193"/>
        <source>%2 may change groups of %1 in ways the program does not apply: the referee checks the count</source>
        <translation>%2 kann Gruppen von %1 auf eine Weise ändern, die das Programm nicht anwendet: Der Schiedsrichter prüft die Zählung</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="197"/>
        <source>%1 wins only if %2, as the referee applies it, leaves the goal met</source>
        <translation>%1 gewinnt nur, wenn das Ziel auch mit %2, wie der Schiedsrichter es anwendet, erfüllt bleibt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="201"/>
        <source>%1 counts %2 Huge groups destroyed twice: the basic goal is %3 lower</source>
        <translation>%1 zählt %2 zerstörte riesige Gruppen doppelt: Das Grundziel sinkt um %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="205"/>
        <source>%1 set aside: counting every group destroyed lowers the goal more</source>
        <translation>%1 bleibt außen vor: Jede zerstörte Gruppe zu zählen senkt das Ziel stärker</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="209"/>
        <source>Plan 28 scores victory points only in the Victory phase of turn 4</source>
        <translation>Plan 28 zählt Siegpunkte nur in der Siegphase des vierten Zuges</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="214"/>
        <source>%1: %2 Slack tokens count as groups (at most %3)</source>
        <translation>%1: %2 Slack-Marker zählen als Gruppen (höchstens %3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="216"/>
        <source>%1 remembers that it is %2 (%3): what that does is for the referee</source>
        <translation>%1 merkt sich, dass sie %2 ist (%3): Was das bewirkt, entscheidet der Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="220"/>
        <source>Basic goal on its own: %1 of %2, not met; combined with %3: %4 of %5, met</source>
        <translation>Grundziel allein: %1 von %2, nicht erfüllt; zusammen mit %3: %4 von %5, erfüllt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="224"/>
        <source>The basic goal is met without what %1 adds: it is no goal met of its own</source>
        <translation>Das Grundziel ist ohne das erfüllt, was %1 hinzufügt: Das ist kein eigenes erfülltes Ziel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="229"/>
        <source>%1 combines with the basic goal and with the special goal of %2</source>
        <translation>%1 lässt sich mit dem Grundziel und mit dem Spezialziel von %2 kombinieren</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="232"/>
        <source>%1 is judged on its own, as Goal cards never combine with each other: %2 of %3</source>
        <translation>%1 wird für sich allein bewertet, denn Zielkarten lassen sich nie miteinander kombinieren: %2 von %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="237"/>
        <source>Bonus for the special goal of %1: %2 points (at most 3)</source>
        <translation>Bonus für das Spezialziel von %1: %2 Punkte (höchstens 3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="239"/>
        <source>%1, the Illuminati of %2, eliminated, counts as a group %3 destroyed</source>
        <translation>%1, die Illuminati von %2, ausgeschieden, zählt als eine Gruppe, die %3 zerstört hat</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="242"/>
        <source>%1 stands</source>
        <translation>%1 hat Bestand</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="244"/>
        <source>%1 is cancelled by %2: it never happened</source>
        <translation>%1 wird von %2 aufgehoben: Der Spielzug hat nie stattgefunden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="247"/>
        <source>%1 stands again: %2 cancelled %3, which had cancelled it</source>
        <translation>%1 hat wieder Bestand: %2 hat %3 aufgehoben, der ihn aufgehoben hatte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="249"/>
        <source>%1 was part of %2, which %3 cancelled</source>
        <translation>%1 war Teil von %2, den %3 aufgehoben hat</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="251"/>
        <source>%1 was part of %2, which was made illegal</source>
        <translation>%1 war Teil von %2, der unzulässig wurde</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="254"/>
        <source>%1 was played with %2, which is cancelled or illegal</source>
        <translation>%1 wurde mit %2 gespielt, der aufgehoben oder unzulässig ist</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="257"/>
        <source>%1 is made illegal before the dice: %2 is no longer %3</source>
        <translation>%1 wird vor dem Würfeln unzulässig: %2 hat die Gesinnung %3 nicht mehr</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="260"/>
        <source>%1 is made illegal before the dice: %2 is now %3</source>
        <translation>%1 wird vor dem Würfeln unzulässig: %2 hat jetzt die Gesinnung %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="262"/>
        <source>%1 is made illegal before the dice: %2 may no longer take part against %3</source>
        <translation>%1 wird vor dem Würfeln unzulässig: %2 darf nicht mehr am Angriff auf %3 teilnehmen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="266"/>
        <source>%1 has no effect: %2 took %3 first</source>
        <translation>%1 bleibt ohne Wirkung: %2 hat %3 zuerst genommen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="268"/>
        <source>%1 and %2 were played at the same moment: %3 won the roll-off, %4 to %5</source>
        <translation>%1 und %2 wurden im selben Moment gespielt: %3 hat das Auswürfeln %4 zu %5 gewonnen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="273"/>
        <source>%1 is lost: the action of %2 that powered it was cancelled and no other replaced it</source>
        <translation>%1 ist verloren: Die Aktion von %2, die ihn antrieb, wurde aufgehoben und durch keine andere ersetzt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="278"/>
        <source>%1 stands: %2 replaced the cancelled action of %3</source>
        <translation>%1 hat Bestand: %2 hat die aufgehobene Aktion von %3 ersetzt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="280"/>
        <source>%1 is refused: %2 has no Action token left</source>
        <translation>%1 wird abgelehnt: %2 hat keinen Aktionsmarker mehr</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="283"/>
        <source>%1 is refused: the dice of %2 are rolled, and nothing is cancelled after the dice</source>
        <translation>%1 wird abgelehnt: Für %2 ist schon gewürfelt, und nach dem Würfeln wird nichts mehr aufgehoben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="288"/>
        <source>%1 is refused: %2 must be cancelled before it takes effect, by the very next play</source>
        <translation>%1 wird abgelehnt: %2 muss aufgehoben werden, bevor er wirkt, und zwar mit dem unmittelbar nächsten Spielzug</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="292"/>
        <source>%1 is refused: a special ability that needs no action is cancelled only by Are We Having Fun Yet?</source>
        <translation>%1 wird abgelehnt: Eine Sonderfähigkeit, die keine Aktion braucht, wird nur durch Are We Having Fun Yet? aufgehoben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="296"/>
        <source>%1 is refused: %3 could not cancel %2 when it took effect, and nobody steps back in time to become able to</source>
        <translation>%1 wird abgelehnt: Als %2 wirkte, konnte %3 ihn nicht aufheben, und niemand geht in der Zeit zurück, um es doch zu können</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="300"/>
        <source>%1 is refused: it is illegal when announced, since its condition on %2 (%3) does not hold</source>
        <translation>%1 wird abgelehnt: Er ist schon beim Ansagen unzulässig, da seine Bedingung an %2 (%3) nicht erfüllt ist</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="304"/>
        <source>%1 is refused: %2 may not discard or give away cards once %3 looks at them</source>
        <translation>%1 wird abgelehnt: %2 darf keine Karten abwerfen oder weggeben, sobald %3 sie einsieht</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="308"/>
        <source>%1 is refused: %2 is privileged, and %3 may not take part</source>
        <translation>%1 wird abgelehnt: %2 ist privilegiert, und %3 darf nicht teilnehmen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="312"/>
        <source>%1 is refused: no Plots are bought, given or traded while %2 is privileged</source>
        <translation>%1 wird abgelehnt: Solange %2 privilegiert ist, werden keine Plots gekauft, abgegeben oder getauscht</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="317"/>
        <source>%1 is refused: %2 is privileged; %3 may cancel only what made it privileged</source>
        <translation>%1 wird abgelehnt: %2 ist privilegiert; %3 darf nur aufheben, was ihn privilegiert hat</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="322"/>
        <source>%1 is refused: nobody aids or opposes an instant attack</source>
        <translation>%1 wird abgelehnt: Einen Sofortangriff unterstützt niemand, und niemand stellt sich ihm entgegen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="325"/>
        <source>%1 is refused: the target of an instant attack may not spend tokens</source>
        <translation>%1 wird abgelehnt: Das Ziel eines Sofortangriffs darf keine Aktionsmarker ausgeben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="329"/>
        <source>%1 is refused: %2 already uses %3 for this attack</source>
        <translation>%1 wird abgelehnt: %2 setzt %3 in diesem Angriff schon ein</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="331"/>
        <source>%1 is refused: only one agents card is used in one attack</source>
        <translation>%1 wird abgelehnt: In einem Angriff wird nur eine Agentenkarte eingesetzt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="335"/>
        <source>%1 is refused: the owner of the real group plays no agents card</source>
        <translation>%1 wird abgelehnt: Der Besitzer der echten Gruppe spielt keine Agentenkarte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="339"/>
        <source>%1 is refused: %2 is a Unique Resource already in play</source>
        <translation>%1 wird abgelehnt: %2 ist eine Unique-Ressource und schon im Spiel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="341"/>
        <source>%1 is refused: %2 is already in play</source>
        <translation>%1 wird abgelehnt: %2 ist schon im Spiel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="343"/>
        <source>%1 is refused: %2 was destroyed, and its duplicate cannot come into play</source>
        <translation>%1 wird abgelehnt: %2 wurde zerstört, und ein Duplikat davon kann nicht ins Spiel kommen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="348"/>
        <source>%1 is refused: this step of World Domination is %2&apos;s</source>
        <translation>%1 wird abgelehnt: Bei diesem Schritt der Weltherrschaft ist %2 an der Reihe</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="350"/>
        <source>%1 is refused: every player knocked in a row, so World Domination is over</source>
        <translation>%1 wird abgelehnt: Alle Spieler haben nacheinander geklopft, die Weltherrschaft ist also vorbei</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="355"/>
        <source>%1 is refused: a reaction comes before the next active move, and %2 came first</source>
        <translation>%1 wird abgelehnt: Eine Reaktion kommt vor dem nächsten aktiven Zug, und %2 kam zuerst</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="360"/>
        <source>%1 is refused: die changes come right after the roll, before any other reaction</source>
        <translation>%1 wird abgelehnt: Würfeländerungen kommen direkt nach dem Wurf, vor jeder anderen Reaktion</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="365"/>
        <source>%1 is refused: the roll-off is tied; roll again</source>
        <translation>%1 wird abgelehnt: Das Auswürfeln endet unentschieden; noch einmal würfeln</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="367"/>
        <source>%1 is refused: %2 does not stand</source>
        <translation>%1 wird abgelehnt: %2 hat keinen Bestand</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="370"/>
        <source>%1 is refused: the dice of %2 were already rolled</source>
        <translation>%1 wird abgelehnt: Für %2 wurde schon gewürfelt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="372"/>
        <source>%1 is refused: %2 has no %3 in hand</source>
        <translation>%1 wird abgelehnt: %2 hat %3 nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="374"/>
        <source>%1 is refused: %2 is not in %3&apos;s hand</source>
        <translation>%1 wird abgelehnt: %2 ist nicht auf der Hand von %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="376"/>
        <source>%1 is refused: %2 is not %3&apos;s group</source>
        <translation>%1 wird abgelehnt: %2 ist keine Gruppe von %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="379"/>
        <source>%1 is refused: no group attacks itself or aids an attack on itself</source>
        <translation>%1 wird abgelehnt: Keine Gruppe greift sich selbst an oder hilft bei einem Angriff auf sich</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="386"/>
        <source>%1 is refused: %2 is not finished; an attack is completed before another begins</source>
        <translation>%1 wird abgelehnt: %2 ist nicht abgeschlossen; ein Angriff wird zu Ende gebracht, bevor ein anderer beginnt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="391"/>
        <source>%1 is refused: a Plot costs one Illuminati token or two other tokens</source>
        <translation>%1 wird abgelehnt: Ein Plot kostet einen Aktionsmarker der Illuminati oder zwei andere Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="395"/>
        <source>%1 is refused: %2 left no Plot on the discard pile to salvage</source>
        <translation>%1 wird abgelehnt: %2 hat keinen Plot auf dem Ablagestapel hinterlassen, der geborgen werden könnte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="398"/>
        <source>%1: its Action token is spent</source>
        <translation>%1: Der Aktionsmarker ist ausgegeben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="400"/>
        <source>%1 gets its Action token back</source>
        <translation>%1 bekommt den Aktionsmarker zurück</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="402"/>
        <source>%1 loses its Action token</source>
        <translation>%1 verliert den Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="404"/>
        <source>%1 (%2) goes to the discard pile</source>
        <translation>%1 (%2) kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="405"/>
        <source>%1 (%2) is lost</source>
        <translation>%1 (%2) ist verloren</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="407"/>
        <source>%1 goes to %2&apos;s hand</source>
        <translation>%1 kommt auf die Hand von %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="409"/>
        <source>%1 goes back to %2&apos;s hand, exposed</source>
        <translation>%1 kehrt offen auf die Hand von %2 zurück</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="411"/>
        <source>%1 stays on the table, in force</source>
        <translation>%1 bleibt auf dem Tisch, in Kraft</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="413"/>
        <source>%1 goes back to %2&apos;s hand</source>
        <translation>%1 kehrt auf die Hand von %2 zurück</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="415"/>
        <source>%1 (%2) is discarded</source>
        <translation>%1 (%2) wird abgeworfen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="417"/>
        <source>%1 comes into play for %2</source>
        <translation>%1 kommt für %2 ins Spiel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="419"/>
        <source>%1: the dice show %2 and %3, and the attack succeeds as the table saw it</source>
        <translation>%1: Die Würfel zeigen %2 und %3, und der Angriff gelingt, wie am Tisch festgestellt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="424"/>
        <source>%1: the dice show %2 and %3, and the attack fails as the table saw it</source>
        <translation>%1: Die Würfel zeigen %2 und %3, und der Angriff misslingt, wie am Tisch festgestellt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="428"/>
        <source>%1 stays in %2&apos;s hand; unless taken by the end of the turn it is discarded</source>
        <translation>%1 bleibt auf der Hand von %2; wird die Karte nicht bis zum Ende des Zuges erobert, wird sie abgeworfen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="432"/>
        <source>%1 does not go back to %2&apos;s hand: it is discarded unless taken by the end of the turn</source>
        <translation>%1 kehrt nicht auf die Hand von %2 zurück: Die Karte wird abgeworfen, wenn sie nicht bis zum Ende des Zuges erobert wird</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="436"/>
        <source>What %1 does to %2 on success is for the referee, as its card says</source>
        <translation>Was %1 bei Erfolg mit %2 macht, entscheidet der Schiedsrichter nach dem Kartentext</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="464"/>
        <source>%1 cancels %2; to negate, to nullify or to leave without effect is to cancel</source>
        <translation>%1 hebt %2 auf; negieren, annullieren oder wirkungslos machen heißt aufheben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="487"/>
        <source>%1 knocks; a player who knocks may still act later this turn, unless every player knocks in a row</source>
        <translation>%1 klopft; wer klopft, darf später in diesem Zug noch handeln, außer alle Spieler klopfen nacheinander</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="491"/>
        <source>%1 buys Plots with Action tokens: %2</source>
        <translation>%1 kauft Plots mit Aktionsmarkern: %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="557"/>
        <source>Turn %2 begins with %1 starting (Plan 28): every player&apos;s groups get their Action tokens back, and what lasted until the end of the turn is over</source>
        <translation>Zug %2 beginnt, %1 fängt an (Plan 28): Die Gruppen aller Spieler erhalten ihre Aktionsmarker zurück, und was bis zum Ende des Zuges galt, ist vorbei</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="661"/>
        <source>%1: with the changes to it the roll comes to %2, and the attack succeeds</source>
        <translation>%1: Mit den Änderungen ergibt der Wurf %2, der Angriff gelingt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="666"/>
        <source>%1: with the changes to it the roll comes to %2, and the attack fails</source>
        <translation>%1: Mit den Änderungen ergibt der Wurf %2, der Angriff misslingt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="810"/>
        <source>%2 spends %1 MB on %3; they go to the bank</source>
        <translation>%2 gibt %1 MB für %3 aus; sie gehen an die Bank</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="440"/>
        <source>%1: the dice are not rolled yet, so it may still be cancelled</source>
        <translation>%1: Es ist noch nicht gewürfelt, daher kann er noch aufgehoben werden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="123"/>
        <source>%1 combines with the basic goal</source>
        <translation>%1 lässt sich mit dem Grundziel kombinieren</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="159"/>
        <source>Goal met (%1): %2 points</source>
        <translation>Ziel erfüllt (%1): %2 Punkte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="186"/>
        <source>%1 can claim victory in %2 separate ways: if a claim one way is stopped, he may claim at once another way that still holds</source>
        <translation>%1 kann den Sieg auf %2 verschiedene Arten ansagen: Wird die Ansage auf eine Art verhindert, darf er ihn sofort auf eine andere Art ansagen, die noch erfüllt ist</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="382"/>
        <source>%1 is refused: %2 may not take part in the attack on %3 (%4)</source>
        <translation>%1 wird abgelehnt: %2 darf beim Angriff auf %3 nicht mitwirken (%4)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="443"/>
        <source>%1 changes the roll of %2 by %3</source>
        <translation>%1 ändert den Wurf von %2 um %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="446"/>
        <source>Whether %1 is %2 is for the referee: the card is not on the table</source>
        <translation>Ob %1 die Gesinnung %2 hat, entscheidet der Schiedsrichter: Die Karte liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="450"/>
        <source>%1 is refused: %2 is a step of the game, not a play to cancel</source>
        <translation>%1 wird abgelehnt: %2 ist ein Schritt des Spielablaufs, kein Spielzug, der aufgehoben werden kann</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="454"/>
        <source>%1&apos;s turn begins (round %2): that player&apos;s groups get their Action tokens back, and what lasted until the end of the turn is over</source>
        <translation>%1 ist am Zug (Runde %2): Die Gruppen dieses Spielers erhalten ihre Aktionsmarker zurück, und was bis zum Ende des Zuges galt, ist vorbei</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="459"/>
        <source>%1 opposes an attack on a card from the attacker&apos;s hand, as an agents card may</source>
        <translation>%1 stellt sich einem Angriff auf eine Karte aus der Hand des Angreifers entgegen, wie es eine Agentenkarte darf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="468"/>
        <source>%1 is legal again: %2, which made it illegal, is cancelled</source>
        <translation>%1 ist wieder zulässig: %2, der ihn unzulässig gemacht hat, ist aufgehoben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="472"/>
        <source>%1 had no Action token for the Disaster to take</source>
        <translation>%1 hatte keinen Aktionsmarker, den die Katastrophe nehmen könnte</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="475"/>
        <source>%1 is cancelled before it takes effect: nothing is seen</source>
        <translation>%1 wird aufgehoben, bevor er wirkt: Es wird nichts eingesehen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="478"/>
        <source>%1 cancels what made %2 privileged, as any player may</source>
        <translation>%1 hebt auf, was %2 privilegiert hat, wie es jeder Spieler darf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="481"/>
        <source>%1 cancels one use of a special ability, as only Are We Having Fun Yet? may</source>
        <translation>%1 hebt einen Einsatz einer Sonderfähigkeit auf, wie es nur Are We Having Fun Yet? darf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="485"/>
        <source>%1 reacts before the next active move</source>
        <translation>%1 reagiert vor dem nächsten aktiven Zug</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="493"/>
        <source>Before %1, only moves allowed before a cancel came between (buying, receiving, discarding or giving Plots, salvaging)</source>
        <translation>Vor %1 lagen nur Züge, die vor einer Aufhebung erlaubt sind (Plots kaufen, erhalten, abwerfen oder abgeben, Bergen)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="498"/>
        <source>%1: once a privileged attack is over, anyone may change its roll</source>
        <translation>%1: Ist ein privilegierter Angriff vorbei, darf jeder seinen Wurf ändern</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="501"/>
        <source>%1 is the first to take %2</source>
        <translation>%1 nimmt %2 als Erster</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="503"/>
        <source>%1: another player&apos;s copy of %2 in this attack is allowed; the limit is one copy a player</source>
        <translation>%1: Ein Exemplar von %2 eines anderen Spielers ist in diesem Angriff erlaubt; die Grenze ist ein Exemplar pro Spieler</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="507"/>
        <source>%1 is refused: the privilege of %2 was negated and cannot be regained</source>
        <translation>%1 wird abgelehnt: Die Privilegierung von %2 wurde aufgehoben und kann nicht zurückgewonnen werden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="511"/>
        <source>%1 is refused: %2 is already in play, so its copy in hand cannot be taken over</source>
        <translation>%1 wird abgelehnt: %2 ist schon im Spiel, daher kann das Exemplar auf der Hand nicht übernommen werden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="515"/>
        <source>%1 is refused: %2 made another play (%3) after %4, and only moves allowed before a cancel may come between</source>
        <translation>%1 wird abgelehnt: %2 hat nach %4 einen anderen Spielzug gemacht (%3), und dazwischen dürfen nur Züge liegen, die vor einer Aufhebung erlaubt sind</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="520"/>
        <source>Only buying, receiving, discarding or giving Plots and salvaging may come between a play and its cancel; %1 came between</source>
        <translation>Zwischen einem Spielzug und seiner Aufhebung dürfen nur Plots gekauft, erhalten, abgeworfen, abgegeben oder geborgen werden; %1 lag dazwischen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="525"/>
        <source>%1 takes part again: its first action was cancelled, so it never took part</source>
        <translation>%1 nimmt erneut teil: Die erste Aktion wurde aufgehoben, die Gruppe hat also nie teilgenommen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="529"/>
        <source>%1 is refused: %2 is a Resource, taken over, never attacked</source>
        <translation>%1 wird abgelehnt: %2 ist eine Ressource; sie wird übernommen, nie angegriffen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="533"/>
        <source>%1: %2 is not Unique, so any number may be in play</source>
        <translation>%1: %2 ist keine Unique-Ressource, daher dürfen beliebig viele im Spiel sein</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="535"/>
        <source>%1 is refused: the dice of %2 are not rolled yet, and a die change comes after the roll</source>
        <translation>%1 wird abgelehnt: Für %2 ist noch nicht gewürfelt, und eine Würfeländerung kommt nach dem Wurf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="539"/>
        <source>%1 is refused: %2 is an Illuminati, which can attack but is never attacked</source>
        <translation>%1 wird abgelehnt: %2 ist eine Illuminati-Karte, die angreifen kann, aber nie angegriffen wird</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="543"/>
        <source>%1 is refused: the tokens of %2, a Resource, never buy Plots</source>
        <translation>%1 wird abgelehnt: Die Aktionsmarker von %2, einer Ressource, kaufen nie Plots</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="546"/>
        <source>%1 is refused: %2 was already cancelled by %3 at that moment</source>
        <translation>%1 wird abgelehnt: %2 war in diesem Moment schon von %3 aufgehoben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="549"/>
        <source>%1 is refused: %2 does not power %3</source>
        <translation>%1 wird abgelehnt: %2 treibt %3 nicht an</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="551"/>
        <source>%1 is refused: a roll of %2 always fails</source>
        <translation>%1 wird abgelehnt: Ein Wurf von %2 misslingt immer</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="554"/>
        <source>%1 is refused: play goes round the table, and the next turn is %2&apos;s</source>
        <translation>%1 wird abgelehnt: Es wird reihum gespielt, und der nächste Zug gehört %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="562"/>
        <source>%1 cancels the action of %2 that powers %3</source>
        <translation>%1 hebt die Aktion von %2 auf, die %3 antreibt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="564"/>
        <source>%1 is captured: it joins %3&apos;s Power Structure under %2, with its puppets and linked Resources</source>
        <translation>%1 wird übernommen: Die Gruppe kommt unter %2 in die Machtstruktur von %3, mit ihren Puppen und verknüpften Ressourcen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="568"/>
        <source>%1 is destroyed: it goes to %3&apos;s destroyed pile, and its puppets go back to their owner&apos;s hand</source>
        <translation>%1 wird zerstört: Die Gruppe kommt zu den zerstörten Karten von %3, und ihre Puppen gehen auf die Hand ihres Besitzers zurück</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="572"/>
        <source>%1 is neutralized: it goes to the uncontrolled area with its puppets</source>
        <translation>%1 wird neutralisiert: Die Gruppe kommt mit ihren Puppen in den unkontrollierten Bereich</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="575"/>
        <source>A hidden Plot goes to %1&apos;s hand</source>
        <translation>Ein verdeckter Plot kommt auf die Hand von %1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="577"/>
        <source>A hidden Plot of %1&apos;s goes to the discard pile</source>
        <translation>Ein verdeckter Plot von %1 kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="579"/>
        <source>%1: %2 (counts in attacks, not on the table)</source>
        <translation>%1: %2 (zählt bei Angriffen, nicht auf dem Tisch)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="581"/>
        <source>%1 joins the Power Structure with no Action token until its owner&apos;s next token phase</source>
        <translation>%1 kommt ohne Aktionsmarker in die Machtstruktur, bis zur nächsten Aktionsmarkerphase ihres Besitzers</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="585"/>
        <source>%1 was linked to the destroyed group: it leaves play for good</source>
        <translation>%1 war mit der zerstörten Gruppe verknüpft: Sie verlässt das Spiel endgültig</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="589"/>
        <source>%1 stays with its owner, but its link is lost: the group it was linked to left play</source>
        <translation>%1 bleibt bei ihrem Besitzer, aber die Verknüpfung geht verloren: Die verknüpfte Gruppe hat das Spiel verlassen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="593"/>
        <source>%1, a puppet of the destroyed group, goes back to %2&apos;s hand</source>
        <translation>%1, eine Puppe der zerstörten Gruppe, geht zurück auf die Hand von %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="597"/>
        <source>%1, a puppet of the destroyed group, goes to the uncontrolled area</source>
        <translation>%1, eine Puppe der zerstörten Gruppe, kommt in den unkontrollierten Bereich</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="600"/>
        <source>%1 was attacked from %2&apos;s hand and not taken: it is discarded at the end of the turn</source>
        <translation>%1 wurde von der Hand von %2 aus angegriffen und nicht übernommen: Sie wird am Ende des Zuges abgelegt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="604"/>
        <source>%1 gets no Action token: its Power is reduced to 0</source>
        <translation>%1 erhält keinen Aktionsmarker: Ihre Macht ist auf 0 gesenkt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="607"/>
        <source>%1 is reduced to Power 0 and loses its Action token</source>
        <translation>%1 wird auf Macht 0 gesenkt und verliert ihren Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="610"/>
        <source>%1 is refused: %2 is a card of the Group deck, never played as a Plot</source>
        <translation>%1 wird abgelehnt: %2 ist eine Karte des Gruppenstapels und wird nie als Plot gespielt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="614"/>
        <source>%1 is refused: only the attacker may call off %2</source>
        <translation>%1 wird abgelehnt: Nur der Angreifer darf %2 abbrechen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="616"/>
        <source>%1 is refused: %2 was made by a Plot, and an attack a Plot makes cannot be called off</source>
        <translation>%1 wird abgelehnt: %2 kam durch einen Plot zustande, und ein solcher Angriff kann nicht abgebrochen werden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="619"/>
        <source>%1 is refused: nothing may be done to %2 before the end of his first turn, except in reply to his attack</source>
        <translation>%1 wird abgelehnt: Gegen %2 darf vor dem Ende seines ersten Zuges nichts unternommen werden, außer als Antwort auf seinen Angriff</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="623"/>
        <source>%1 is refused: %2</source>
        <translation>%1 wird abgelehnt: %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="626"/>
        <source>%1 is refused: %2 has strength %3 and cannot succeed</source>
        <translation>%1 wird abgelehnt: %2 hat die Stärke %3 und kann nicht gelingen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="629"/>
        <source>%1 is refused: a roll of %2 fails at strength %3, so the attack did not succeed</source>
        <translation>%1 wird abgelehnt: Ein Wurf von %2 misslingt bei Stärke %3, der Angriff ist also nicht gelungen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="634"/>
        <source>%1 is refused: a roll of %2 succeeds at strength %3, so the attack did not fail</source>
        <translation>%1 wird abgelehnt: Ein Wurf von %2 gelingt bei Stärke %3, der Angriff ist also nicht misslungen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="639"/>
        <source>%1 is refused: arrow %3 of %2 is not a free arrow of that player&apos;s</source>
        <translation>%1 wird abgelehnt: Pfeil %3 von %2 ist kein freier Pfeil dieses Spielers</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="642"/>
        <source>%1 is refused: %2 is not in force</source>
        <translation>%1 wird abgelehnt: %2 ist nicht in Kraft</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="644"/>
        <source>%1 is called off before it is committed</source>
        <translation>%1 wird abgebrochen, bevor er festgelegt ist</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="646"/>
        <source>%1 goes with %2, which was called off</source>
        <translation>%1 gehört zu %2, der abgebrochen wurde</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="648"/>
        <source>%1: the dice show %2 and %3 against strength %4, and the attack succeeds</source>
        <translation>%1: Die Würfel zeigen %2 und %3 gegen Stärke %4, der Angriff gelingt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="653"/>
        <source>%1: the dice show %2 and %3 against strength %4, and the attack fails</source>
        <translation>%1: Die Würfel zeigen %2 und %3 gegen Stärke %4, der Angriff misslingt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="656"/>
        <source>%1: its strength depends on cards or Plots whose numbers the referee gives, so the outcome stands as the table saw it</source>
        <translation>%1: Seine Stärke hängt von Karten oder Plots ab, deren Werte der Schiedsrichter angibt; das Ergebnis gilt so, wie der Tisch es gesehen hat</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="670"/>
        <source>%1 cannot succeed (strength %2): it ends without a roll</source>
        <translation>%1 kann nicht gelingen (Stärke %2): Er endet ohne Wurf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="673"/>
        <source>%1 is called off: the rulebook gives rivals back their tokens and cards; what the attacker played himself is for the referee</source>
        <translation>%1 wird abgebrochen: Nach der Spielregel erhalten die Rivalen ihre Aktionsmarker und Karten zurück; über das, was der Angreifer selbst gespielt hat, entscheidet der Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="677"/>
        <source>%1 makes %2 an automatic failure, whatever the dice showed</source>
        <translation>%1 lässt %2 automatisch misslingen, was die Würfel auch zeigten</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="680"/>
        <source>%1 sets aside the immunity of %2 for %3</source>
        <translation>%1 hebt die Immunität von %2 für %3 auf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="682"/>
        <source>%1 sets aside the privilege of %2</source>
        <translation>%1 hebt das Privileg von %2 auf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="685"/>
        <source>%1 is a second attempt on %2 from hand after one failed this turn</source>
        <translation>%1 ist ein zweiter Versuch auf %2 von der Hand, nachdem einer in diesem Zug misslang</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="688"/>
        <source>%1 is refused: in the End of Turn only a player whose card reorganizes (the Bermuda Triangle) may move groups</source>
        <translation>%1 wird abgelehnt: Am Ende des Zuges darf nur ein Spieler Gruppen verschieben, dessen Karte umorganisiert (das Bermuda-Dreieck)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="692"/>
        <source>%1 sets aside the immunity of %2 for %3&apos;s next attack this turn, but no attack followed</source>
        <translation>%1 hebt die Immunität von %2 für den nächsten Angriff von %3 in diesem Zug auf, doch es folgte kein Angriff</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="696"/>
        <source>%1 is refused: it is %2&apos;s turn, and in another player&apos;s turn a group acts only through a special ability or a Plot</source>
        <translation>%1 wird abgelehnt: %2 ist am Zug, und im Zug eines anderen Spielers handelt eine Gruppe nur durch eine Sonderfähigkeit oder einen Plot</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="700"/>
        <source>%1 is refused: %2 has declared as many privileged attacks this turn as it may (%3)</source>
        <translation>%1 wird abgelehnt: %2 hat in diesem Zug so viele privilegierte Angriffe erklärt, wie es darf (%3)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="704"/>
        <source>%1: its strength depends on what the referee gives for %2, so the outcome stands as the table saw it</source>
        <translation>%1: Seine Stärke hängt davon ab, was der Schiedsrichter für %2 angibt; das Ergebnis gilt so, wie der Tisch es gesehen hat</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="708"/>
        <source>%1 (%2) is in force until %3 ends it; then it goes to the discard pile</source>
        <translation>%1 (%2) ist in Kraft, bis %3 es beendet; dann kommt es auf den Ablagestapel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="712"/>
        <source>%1 is refused: a roll of %2 fails even at strength %3, the most the referee&apos;s part (%4) could make it, so the attack did not succeed</source>
        <translation>%1 wird abgelehnt: Ein Wurf von %2 misslingt selbst bei Stärke %3, dem Höchsten, was der Anteil des Schiedsrichters (%4) daraus machen könnte; der Angriff ist also nicht gelungen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="717"/>
        <source>%1 is refused: a roll of %2 succeeds even at strength %3, the least the referee&apos;s part (%4) could make it, so the attack did not fail</source>
        <translation>%1 wird abgelehnt: Ein Wurf von %2 gelingt selbst bei Stärke %3, dem Geringsten, was der Anteil des Schiedsrichters (%4) daraus machen könnte; der Angriff ist also nicht misslungen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="722"/>
        <source>%1: the dice show %2 and %3; whatever the referee gives for %6, the strength is from %4 to %5, and the attack succeeds</source>
        <translation>%1: Die Würfel zeigen %2 und %3; was auch immer der Schiedsrichter für %6 angibt, die Stärke liegt zwischen %4 und %5, der Angriff gelingt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="726"/>
        <source>%1: the dice show %2 and %3; whatever the referee gives for %6, the strength is from %4 to %5, and the attack fails</source>
        <translation>%1: Die Würfel zeigen %2 und %3; was auch immer der Schiedsrichter für %6 angibt, die Stärke liegt zwischen %4 und %5, der Angriff misslingt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="730"/>
        <source>%1 is refused: %2 already holds the Goal card %3 and must name the one discarded for the new one</source>
        <translation>%1 wird abgelehnt: %2 hält schon die Zielkarte %3 und muss die nennen, die er für die neue abwirft</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="735"/>
        <source>%1 is refused: nobody can win in the first round</source>
        <translation>%1 wird abgelehnt: In der ersten Runde kann niemand gewinnen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="738"/>
        <source>%1 is refused: %2&apos;s goals are not met (%3 of %4 toward the basic goal)</source>
        <translation>%1 wird abgelehnt: Die Ziele von %2 sind nicht erfüllt (%3 von %4 zum Grundziel)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="741"/>
        <source>%1 is refused: under Plan 28 victory points are scored only in the fourth turn&apos;s Victory phase</source>
        <translation>%1 wird abgelehnt: Bei Plan 28 werden Siegpunkte erst in der Siegphase des vierten Zuges gewertet</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="744"/>
        <source>%1 is refused: the game is over; %2 won</source>
        <translation>%1 wird abgelehnt: Das Spiel ist vorbei; %2 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="747"/>
        <source>%1 is refused: %2 is not later in the turn than %3</source>
        <translation>%1 wird abgelehnt: %2 kommt im Zug nicht nach %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="750"/>
        <source>%1 is refused: attacks are made in %2, not in %3</source>
        <translation>%1 wird abgelehnt: Angriffe gibt es in der Phase %2, nicht in %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="753"/>
        <source>%1 is refused: %2 holds %3 Plots and must discard down to 5 before the turn passes</source>
        <translation>%1 wird abgelehnt: %2 hält %3 Plots und muss auf 5 abwerfen, bevor der Zug weitergeht</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="758"/>
        <source>%1 is refused: megabucks belong to the boxed game</source>
        <translation>%1 wird abgelehnt: Megabucks gehören zum klassischen Spiel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="760"/>
        <source>%1 is refused: %2 holds %3 MB, not %4</source>
        <translation>%1 wird abgelehnt: %2 hält %3 MB, nicht %4</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="763"/>
        <source>%1 is refused: the uncontrolled deck belongs to Plan 28</source>
        <translation>%1 wird abgelehnt: Das unkontrollierte Deck gehört zu Plan 28</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="765"/>
        <source>%1 is refused: %2 is an Illuminati, never destroyed; its player is eliminated instead</source>
        <translation>%1 wird abgelehnt: %2 ist eine Illuminati und wird nie zerstört; stattdessen scheidet ihr Spieler aus</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="768"/>
        <source>%1 is refused: %2 is not on the table</source>
        <translation>%1 wird abgelehnt: %2 ist nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="770"/>
        <source>%1 is refused: %2 is out of the game</source>
        <translation>%1 wird abgelehnt: %2 ist aus dem Spiel ausgeschieden</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="772"/>
        <source>%1 is refused: %2 holds no Goal card %3</source>
        <translation>%1 wird abgelehnt: %2 hält keine Zielkarte %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="774"/>
        <source>%1 is refused: %2 is not devastated</source>
        <translation>%1 wird abgelehnt: %2 ist nicht verwüstet</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="776"/>
        <source>%1 is refused: %2 is not a Place; only Places are devastated</source>
        <translation>%1 wird abgelehnt: %2 ist kein Ort; nur Orte werden verwüstet</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="779"/>
        <source>%1 draws %2 Plot card(s)</source>
        <translation>%1 zieht %2 Plotkarte(n)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="781"/>
        <source>%1 draws %2 into the hand</source>
        <translation>%1 zieht %2 auf die Hand</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="783"/>
        <source>%1 draws %2; it goes to the uncontrolled area</source>
        <translation>%1 zieht %2; die Karte kommt in den unkontrollierten Bereich</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="785"/>
        <source>%1 draws the Goal card %2</source>
        <translation>%1 zieht die Zielkarte %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="787"/>
        <source>%1 discards the Goal card %2</source>
        <translation>%1 wirft die Zielkarte %2 ab</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="789"/>
        <source>%1 discards %2 from the hand</source>
        <translation>%1 wirft %2 von der Hand ab</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="791"/>
        <source>%1 gives %2 to %3</source>
        <translation>%1 gibt %2 an %3 ab</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="792"/>
        <source>%1 shows %2</source>
        <translation>%1 deckt %2 auf</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="794"/>
        <source>%1 takes %2 with its puppets</source>
        <translation>%1 übernimmt %2 mit seinen Puppen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="796"/>
        <source>%1 destroys %2</source>
        <translation>%1 zerstört %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="799"/>
        <source>%1 is devastated: its Power is halved against attacks to destroy</source>
        <translation>%1 ist verwüstet: Seine Macht wird gegen Angriffe zur Zerstörung halbiert</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="803"/>
        <source>%1 was already devastated: a second Devastation has no further effect</source>
        <translation>%1 war schon verwüstet: Eine zweite Verwüstung wirkt nicht weiter</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="806"/>
        <source>%1 is relieved of its devastation</source>
        <translation>Die Verwüstung von %1 ist aufgehoben</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="808"/>
        <source>%1 MB move from %2 to %3</source>
        <translation>%1 MB gehen von %2 an %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="812"/>
        <source>%1 collects %2 MB income</source>
        <translation>%1 erhält %2 MB Einkommen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="814"/>
        <source>%1 is dealt to the uncontrolled area</source>
        <translation>%1 wird in den unkontrollierten Bereich ausgeteilt</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="817"/>
        <source>%1 comes off the uncontrolled deck straight into play</source>
        <translation>%1 kommt vom unkontrollierten Deck direkt ins Spiel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="819"/>
        <source>%1 is out of the game (%2)</source>
        <translation>%1 ist aus dem Spiel ausgeschieden (%2)</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="821"/>
        <source>%1 wins: %2</source>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="823"/>
        <source>The turn moves on: %1</source>
        <translation>Der Zug geht weiter: %1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="825"/>
        <source>%1&apos;s groups get their Action tokens</source>
        <translation>Die Gruppen von %1 erhalten ihre Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="827"/>
        <source>%1 meets a goal (%2) and may claim victory</source>
        <translation>%1 erfüllt ein Ziel (%2) und darf den Sieg beanspruchen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="829"/>
        <source>The referee corrects the table: %1</source>
        <translation>Der Schiedsrichter berichtigt den Tisch: %1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="831"/>
        <source>The referee corrects %2: %1</source>
        <translation>Der Schiedsrichter berichtigt %2: %1</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="834"/>
        <source>%1 keeps %2 MB of its treasury; %3 MB go to the bank</source>
        <translation>%1 behält %2 MB seiner Kasse; %3 MB gehen an die Bank</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="837"/>
        <source>%1 is refused: World Domination goes on until every player knocks in a row</source>
        <translation>%1 wird abgelehnt: Die Weltherrschaft geht weiter, bis alle Spieler nacheinander klopfen</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="841"/>
        <source>%1 has %2 of %3 toward the basic goal</source>
        <translation>%1 hat %2 von %3 zum Grundziel</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="843"/>
        <source>%1 discards %2 Plot(s), down to %3</source>
        <translation>%1 wirft %2 Plot(s) ab, auf %3</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="846"/>
        <source>%1 is refused: %2 belongs to a turn that is over</source>
        <translation>%1 wird abgelehnt: %2 gehört zu einem Zug, der vorbei ist</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="848"/>
        <source>%1 is refused: there is no play %2 in the game</source>
        <translation>%1 wird abgelehnt: Im Spiel gibt es keinen Spielzug %2</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="867"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="869"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../core/table/tablefacts.cpp" line="871"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../core/table/tablestats.cpp" line="385"/>
        <source>source not given</source>
        <translation>ohne Quellenangabe</translation>
    </message>
    <message>
        <location filename="../core/timeline/applyplay.cpp" line="687"/>
        <source>the bank</source>
        <translation>die Bank</translation>
    </message>
</context>
<context>
    <name>TextInput</name>
    <message>
        <location filename="../core/common/textinput.cpp" line="64"/>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="138"/>
        <source>line %1 is not %2 text</source>
        <translation>Zeile %1 ist kein %2-Text</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="139"/>
        <source>lines %1 are not %2 text</source>
        <translation>Zeilen %1 sind kein %2-Text</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="143"/>
        <source>line %1 holds a NUL byte</source>
        <translation>Zeile %1 enthält ein NUL-Byte</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="144"/>
        <source>lines %1 hold NUL bytes</source>
        <translation>Zeilen %1 enthalten NUL-Bytes</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="146"/>
        <source>%1 (save the file as UTF-8 text)</source>
        <translation>%1 (speichern Sie die Datei als UTF-8-Text)</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="156"/>
        <source>the line holds a NUL byte: not text (save the file as UTF-8 text)</source>
        <translation>die Zeile enthält ein NUL-Byte: kein Text (speichern Sie die Datei als UTF-8-Text)</translation>
    </message>
    <message>
        <location filename="../core/common/textinput.cpp" line="158"/>
        <source>the line is not %1 text (save the file as UTF-8 text)</source>
        <translation>die Zeile ist kein %1-Text (speichern Sie die Datei als UTF-8-Text)</translation>
    </message>
</context>
<context>
    <name>inwo::AbilityConfirmationsDialog</name>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="44"/>
        <source>Card Abilities to Confirm</source>
        <translation>Zu bestätigende Kartenfähigkeiten</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="47"/>
        <source>The program read these abilities from printed card text that its sources (the card data, the rulebooks) do not hold, so it only names them for the referee. Tick one you have checked against the card: from then on every tab applies it, cited “confirmed by the user”. Untick it to withdraw the confirmation.</source>
        <translation>Diese Fähigkeiten hat das Programm aus aufgedrucktem Kartentext gelesen, den seine Quellen (die Kartendaten, die Regelhefte) nicht enthalten; es nennt sie deshalb nur für den Schiedsrichter. Haken Sie eine an, die Sie an der Karte geprüft haben: Von da an wendet jeder Reiter sie an, zitiert als „vom Benutzer bestätigt“. Entfernen Sie den Haken, um die Bestätigung zurückzuziehen.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="57"/>
        <source>a card&apos;s name or words of its ability or text</source>
        <translation>Name einer Karte oder Worte ihrer Fähigkeit oder ihres Texts</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="58"/>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="60"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="70"/>
        <source>Abilities to confirm</source>
        <translation>Zu bestätigende Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="72"/>
        <source>Confirmed: card</source>
        <translation>Bestätigt: Karte</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="72"/>
        <source>The program&apos;s words</source>
        <translation>Die Worte des Programms</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="72"/>
        <source>Where the words come from</source>
        <translation>Woher die Worte stammen</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="95"/>
        <source>The ability and the card&apos;s text</source>
        <translation>Die Fähigkeit und der Text der Karte</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="132"/>
        <source>The confirmed abilities could not be read: %1</source>
        <translation>Die bestätigten Fähigkeiten konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="151"/>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="202"/>
        <source>%1 shown, %2 of %3 confirmed</source>
        <translation>%1 angezeigt, %2 von %3 bestätigt</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="216"/>
        <source>In the program&apos;s terms</source>
        <translation>In den Begriffen des Programms</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="226"/>
        <source>Import your LackeyCCG plugin folder (File menu) to read the card&apos;s own text here.</source>
        <translation>Importieren Sie Ihren LackeyCCG-Plugin-Ordner (Menü Datei), um hier den Text der Karte selbst zu lesen.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="231"/>
        <source>The card&apos;s text (your import):</source>
        <translation>Der Text der Karte (Ihr Import):</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="259"/>
        <source>%1: the ability could not be confirmed (%2).</source>
        <translation>%1: Die Fähigkeit konnte nicht bestätigt werden (%2).</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityconfirmationsdialog.cpp" line="260"/>
        <source>%1: the confirmation could not be withdrawn (%2).</source>
        <translation>%1: Die Bestätigung konnte nicht zurückgezogen werden (%2).</translation>
    </message>
</context>
<context>
    <name>inwo::AbilityForm</name>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="154"/>
        <source>Card Effect</source>
        <translation>Karteneffekt</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="160"/>
        <source>— fill in below —</source>
        <translation>— unten ausfüllen —</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="161"/>
        <source>NWO: every group of an alignment gets +N Power</source>
        <translation>NWO: Jede Gruppe einer Gesinnung erhält +N Macht</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="163"/>
        <source>Linked card sets the Power of its group to N</source>
        <translation>Verbundene Karte setzt die Macht ihrer Gruppe auf N</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="165"/>
        <source>Card gives +N to its attacks</source>
        <translation>Karte gibt +N auf ihre Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="166"/>
        <source>Fills in the fields for a common effect; change any of them after</source>
        <translation>Füllt die Felder für eine häufige Wirkung aus; danach lässt sich jedes ändern</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="170"/>
        <source>the card that has the effect</source>
        <translation>die Karte mit der Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="189"/>
        <source>Whom the effect covers: the card itself, its player&apos;s attacks, the groups of its Power Structure, every group in play, ...</source>
        <translation>Wen die Wirkung betrifft: die Karte selbst, die Angriffe ihres Spielers, die Gruppen ihrer Machtstruktur, jede Gruppe im Spiel, …</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="192"/>
        <source>&amp;Permanent: counts for goals</source>
        <translation>&amp;Dauerhaft: zählt für Ziele</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="194"/>
        <source>A permanent change lasts and counts for goals; the others count in attacks only</source>
        <translation>Eine dauerhafte Änderung bleibt und zählt für Ziele; die anderen zählen nur bei Angriffen</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="198"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="199"/>
        <source>Counts for &amp;goals</source>
        <translation>Zählt für Zi&amp;ele</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="206"/>
        <location filename="../ui/common/abilityform.cpp" line="554"/>
        <source>Which groups get it</source>
        <translation>Welche Gruppen sie erhalten</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="208"/>
        <source>A&amp;lignments:</source>
        <translation>Gesi&amp;nnungen:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="208"/>
        <source>A&amp;ttributes:</source>
        <translation>A&amp;ttribute:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="208"/>
        <source>Card t&amp;ypes:</source>
        <translation>Kartent&amp;ypen:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="209"/>
        <source>Left empty: every group it covers. A direct effect is the card&apos;s own and has no choice of groups.</source>
        <translation>Leer gelassen: jede betroffene Gruppe. Eine direkte Wirkung gehört der Karte selbst und hat keine Auswahl an Gruppen.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="212"/>
        <location filename="../ui/common/abilityform.cpp" line="557"/>
        <source>Against which</source>
        <translation>Gegen welche</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="214"/>
        <source>Al&amp;ignments:</source>
        <translation>Ges&amp;innungen:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="214"/>
        <source>Attrib&amp;utes:</source>
        <translation>Attrib&amp;ute:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="214"/>
        <source>Ca&amp;rd types:</source>
        <translation>Ka&amp;rtentypen:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="215"/>
        <source>The other side: the target of an attack bonus, the attacker for a defence bonus or an immunity. Left empty: any.</source>
        <translation>Die andere Seite: das Ziel eines Angriffsbonus, der Angreifer bei einem Verteidigungsbonus oder einer Immunität. Leer gelassen: jede.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="222"/>
        <source>every kind of attack</source>
        <translation>jede Angriffsart</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="228"/>
        <source>How the lines cite the effect; left empty, the words below</source>
        <translation>Wie die Zeilen die Wirkung nennen; leer gelassen, die Worte darunter</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="245"/>
        <source>&amp;Start from:</source>
        <translation>Vor&amp;lage:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="246"/>
        <source>C&amp;ard:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="247"/>
        <source>&amp;Effect:</source>
        <translation>&amp;Wirkung:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="248"/>
        <source>&amp;Value:</source>
        <translation>&amp;Zahl:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="250"/>
        <source>&amp;Whom it covers:</source>
        <translation>&amp;Betrifft:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="252"/>
        <source>&amp;Becomes:</source>
        <translation>Neue &amp;Gesinnung:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="254"/>
        <source>Permanent: counts for goals</source>
        <translation>Dauerhaft: zählt für Ziele</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="255"/>
        <source>Counts for goals</source>
        <translation>Zählt für Ziele</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="259"/>
        <source>Attac&amp;ks:</source>
        <translation>Angri&amp;ffe:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="260"/>
        <source>Your wor&amp;ds:</source>
        <translation>Eigene Be&amp;schreibung:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="261"/>
        <source>In words:</source>
        <translation>In Worten:</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="304"/>
        <location filename="../ui/common/abilityform.cpp" line="305"/>
        <location filename="../ui/common/abilityform.cpp" line="306"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="314"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="477"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="493"/>
        <source>Name the card that has the effect.</source>
        <translation>Nennen Sie die Karte, die die Wirkung hat.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="500"/>
        <source>Several cards are named %1: write the name of the one you mean as it is printed.</source>
        <translation>Mehrere Karten heißen %1: Schreiben Sie den Namen der gemeinten so, wie er aufgedruckt ist.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="507"/>
        <source>No card is named %1. Did you mean %2?</source>
        <translation>Keine Karte heißt %1. Meinten Sie %2?</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="508"/>
        <source>No card is named %1.</source>
        <translation>Keine Karte heißt %1.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="519"/>
        <source>Choose the alignments the groups take.</source>
        <translation>Wählen Sie die Gesinnungen, die die Gruppen annehmen.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="548"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="551"/>
        <source>Value</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="554"/>
        <source>Whom it covers</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="560"/>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="563"/>
        <source>Becomes</source>
        <translation>Neue Gesinnung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="566"/>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="569"/>
        <source>Your words</source>
        <translation>Eigene Beschreibung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="572"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/common/abilityform.cpp" line="576"/>
        <source>A position or scenario file could not hold this effect as it stands: check “%1”.</source>
        <translation>Eine Stellungs- oder Szenariodatei könnte diese Wirkung so nicht aufnehmen: Prüfen Sie „%1“.</translation>
    </message>
</context>
<context>
    <name>inwo::AbilityWords</name>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="34"/>
        <location filename="../ui/common/abilitywords.cpp" line="206"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="43"/>
        <source>%1 to attacks</source>
        <translation>%1 auf Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="45"/>
        <source>%1 to defence</source>
        <translation>%1 auf die Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="47"/>
        <source>%1 Power</source>
        <translation>%1 Macht</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="49"/>
        <source>Power ×%1</source>
        <translation>Macht ×%1</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="51"/>
        <source>Power set to %1</source>
        <translation>Macht auf %1 gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="53"/>
        <source>%1 Power when defending</source>
        <translation>%1 Macht bei der Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="55"/>
        <source>Power ×%1 when defending</source>
        <translation>Macht ×%1 bei der Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="57"/>
        <source>Resistance ×%1</source>
        <translation>Widerstand ×%1</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="59"/>
        <source>Global Power equal to its Power</source>
        <translation>Globale Macht gleich ihrer Macht</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="61"/>
        <source>immune</source>
        <translation>immun</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="63"/>
        <source>cannot be attacked</source>
        <translation>kann nicht angegriffen werden</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="65"/>
        <source>becomes %1</source>
        <translation>wird %1</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="66"/>
        <source>%1, not for goals</source>
        <translation>%1, nicht für Ziele</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="69"/>
        <source>1 more Action token a turn</source>
        <translation>1 Aktionsmarker mehr je Zug</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="70"/>
        <source>%1 more Action tokens a turn</source>
        <translation>%1 Aktionsmarker mehr je Zug</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="72"/>
        <source>1 privileged attack a turn</source>
        <translation>1 privilegierter Angriff je Zug</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="73"/>
        <source>%1 privileged attacks a turn</source>
        <translation>%1 privilegierte Angriffe je Zug</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="75"/>
        <source>attacks with Power %1</source>
        <translation>greift mit Macht %1 an</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="77"/>
        <source>succeeds only by %1 or more</source>
        <translation>gelingt nur mit %1 oder mehr Abstand</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="93"/>
        <source>Bonus to attacks</source>
        <translation>Bonus auf Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="95"/>
        <source>Bonus to defence</source>
        <translation>Bonus auf die Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="97"/>
        <source>Power bonus (or loss)</source>
        <translation>Macht-Bonus (oder -Verlust)</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="99"/>
        <source>Power multiplied</source>
        <translation>Macht vervielfacht</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="101"/>
        <source>Power set to a number</source>
        <translation>Macht auf eine Zahl gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="103"/>
        <source>Power bonus when defending</source>
        <translation>Macht-Bonus bei der Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="105"/>
        <source>Power multiplied when defending</source>
        <translation>Macht vervielfacht bei der Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="107"/>
        <source>Resistance multiplied</source>
        <translation>Widerstand vervielfacht</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="109"/>
        <source>Global Power equal to Power</source>
        <translation>Globale Macht gleich der Macht</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="111"/>
        <source>Immunity</source>
        <translation>Immunität</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="113"/>
        <source>Immunity to attacks</source>
        <translation>Immunität gegen Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="115"/>
        <source>Attack limit</source>
        <translation>Angriffsbeschränkung</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="117"/>
        <source>Privileged attacks</source>
        <translation>Privilegierte Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="119"/>
        <source>Fanatic counts as shared</source>
        <translation>Fanatisch zählt als gemeinsam</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="121"/>
        <source>Extra Action token</source>
        <translation>Zusätzlicher Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="123"/>
        <source>Power of an instant attack card</source>
        <translation>Macht einer Sofortangriffskarte</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="125"/>
        <source>Margin a roll must succeed by</source>
        <translation>Abstand, mit dem ein Wurf gelingen muss</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="127"/>
        <source>Alignment change</source>
        <translation>Gesinnungswechsel</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="129"/>
        <source>Reorganizes at the end of the turn</source>
        <translation>Ordnet am Zugende neu</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="131"/>
        <source>Effect for the referee</source>
        <translation>Wirkung für den Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="141"/>
        <source>this card itself</source>
        <translation>diese Karte selbst</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="143"/>
        <source>any attempt of its player</source>
        <translation>jeder Versuch ihres Spielers</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="145"/>
        <source>other groups of its Power Structure</source>
        <translation>andere Gruppen ihrer Machtstruktur</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="147"/>
        <source>every group in play</source>
        <translation>jede Gruppe im Spiel</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="149"/>
        <source>the group it is linked to</source>
        <translation>die damit verbundene Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="151"/>
        <source>a group its player picks</source>
        <translation>eine Gruppe, die ihr Spieler wählt</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="153"/>
        <source>its master</source>
        <translation>ihr Meister</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="185"/>
        <source>cards it names</source>
        <translation>die genannten Karten</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="187"/>
        <source>not the cards it excepts</source>
        <translation>nicht die ausgenommenen Karten</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="189"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="190"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="197"/>
        <source>%1, permanent</source>
        <translation>%1, dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="199"/>
        <source>%1; for: %2</source>
        <translation>%1; für: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="201"/>
        <source>%1; against: %2</source>
        <translation>%1; gegen: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="206"/>
        <source>%1; in attacks: %2</source>
        <translation>%1; bei Angriffen: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="216"/>
        <source>A multiplier is at least 2.</source>
        <translation>Ein Faktor ist mindestens 2.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="218"/>
        <source>The number must be at least 1.</source>
        <translation>Die Zahl muss mindestens 1 sein.</translation>
    </message>
    <message>
        <location filename="../ui/common/abilitywords.cpp" line="220"/>
        <source>A bonus of 0 does nothing: give a number other than 0.</source>
        <translation>Ein Bonus von 0 bewirkt nichts: Geben Sie eine andere Zahl als 0 an.</translation>
    </message>
</context>
<context>
    <name>inwo::AddCardCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="187"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
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
    <name>inwo::AddDestroyedCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="299"/>
        <source>Destroy %1</source>
        <translation>%1 zerstören</translation>
    </message>
</context>
<context>
    <name>inwo::AddPlayCommand</name>
    <message>
        <location filename="../ui/timeline/timelinecommands.cpp" line="26"/>
        <source>Add Play %1 (%2)</source>
        <translation>Spielzug %1 (%2) hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::AddPlayerCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="145"/>
        <source>Add Player %1</source>
        <translation>Spieler %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::AdjudicatorWidget</name>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="166"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="174"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="743"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="167"/>
        <source>the attacking group: a card&apos;s name</source>
        <translation>die angreifende Gruppe: Name einer Karte</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="171"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="177"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="172"/>
        <source>the group attacked: a card&apos;s name</source>
        <translation>die angegriffene Gruppe: Name einer Karte</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="282"/>
        <source>Which rules decide the attack</source>
        <translation>Nach welchen Regeln der Angriff entschieden wird</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="289"/>
        <source>&amp;Privileged</source>
        <translation>Pri&amp;vilegiert</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="291"/>
        <source>Nobody but the attacker may help it, and only the target&apos;s owner may oppose it</source>
        <translation>Nur der Angreifer darf ihn unterstützen, und nur der Besitzer des Ziels darf sich ihm widersetzen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="293"/>
        <source>From &amp;hand</source>
        <translation>A&amp;us der Hand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="295"/>
        <source>The target is a card from the attacker&apos;s own hand</source>
        <translation>Das Ziel ist eine Karte aus der eigenen Hand des Angreifers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="297"/>
        <source>Card &amp;Power:</source>
        <translation>Kartenma&amp;cht:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="301"/>
        <source>The Power of the Disaster or Assassination card; left at —, the card data&apos;s, where it has one</source>
        <translation>Die Macht der Katastrophen- oder Attentatskarte; bei — gilt die aus den Kartendaten, wo es sie gibt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="304"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="311"/>
        <source>Disaster</source>
        <translation>Katastrophe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="312"/>
        <source>Assassination</source>
        <translation>Attentat</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="313"/>
        <source>A Disaster also takes one of the target&apos;s Action tokens</source>
        <translation>Eine Katastrophe nimmt dem Ziel außerdem einen Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="315"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="317"/>
        <source>&amp;Kind:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="339"/>
        <source>Give cards the effects you rule for this attack: a bonus, a Power change, an immunity (Ctrl+Shift+E)</source>
        <translation>Karten die Wirkungen geben, die Sie für diesen Angriff entscheiden: einen Bonus, eine Änderung der Macht, eine Immunität (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="342"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="847"/>
        <source>Card Effects…</source>
        <translation>Karteneffekte…</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="408"/>
        <source>Defending groups</source>
        <translation>Verteidigende Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="408"/>
        <source>Aiding groups</source>
        <translation>Unterstützende Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="445"/>
        <source>Add a defender: a card&apos;s name, or any name</source>
        <translation>Verteidiger hinzufügen: Name einer Karte oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="446"/>
        <source>Add an aider: a card&apos;s name, or any name</source>
        <translation>Unterstützer hinzufügen: Name einer Karte oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="451"/>
        <source>&amp;Add</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="453"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Ändern…</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="456"/>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="457"/>
        <source>Add the group named (its numbers from the card database), or a blank group</source>
        <translation>Die genannte Gruppe hinzufügen (mit ihren Werten aus der Kartendatenbank) oder eine leere Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="459"/>
        <source>Edit every field of the selected group, its alignments and modifiers too</source>
        <translation>Alle Felder der gewählten Gruppe bearbeiten, auch Gesinnungen und Modifikatoren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="507"/>
        <source>Plays: Plots, agents, abilities</source>
        <translation>Ausgespielt: Plots, Agenten, Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="536"/>
        <source>A Plot&apos;s name</source>
        <translation>Name eines Plots</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="540"/>
        <source>A&amp;dd</source>
        <translation>Hinz&amp;ufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="541"/>
        <source>Add the Plot named (or, with no name, a bonus from an ability) for the attack, asking what it adds; set its side and player in the table</source>
        <translation>Den genannten Plot (oder, ohne Namen, einen Bonus aus einer Fähigkeit) zum Angriff hinzufügen und dabei fragen, was er addiert; Seite und Spieler in der Tabelle festlegen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="543"/>
        <source>A&amp;gents</source>
        <translation>Agen&amp;ten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="544"/>
        <source>Add an agents card played for the attack</source>
        <translation>Eine für den Angriff ausgespielte Agenten-Karte hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="545"/>
        <source>Remo&amp;ve</source>
        <translation>Entfer&amp;nen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="589"/>
        <source>Megabucks spent</source>
        <translation>Ausgegebene Megabucks</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="611"/>
        <source>Add &amp;payment</source>
        <translation>&amp;Zahlung hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="612"/>
        <source>Megabucks from a treasury: &quot;illuminati&quot; or a group&apos;s name</source>
        <translation>Megabucks aus einer Kasse: „illuminati“ oder der Name einer Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="613"/>
        <source>Remove pa&amp;yment</source>
        <translation>Zahlung e&amp;ntfernen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="742"/>
        <source>Attacker (none: the card attacks on its own)</source>
        <translation>Angreifer (keiner: Die Karte greift selbst an)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="848"/>
        <source>Card Effects (%1)…</source>
        <translation>Karteneffekte (%1)…</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="858"/>
        <source>Give the attacker and the target to see the strength.</source>
        <translation>Geben Sie Angreifer und Ziel an, um die Stärke zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="867"/>
        <source>Change the attack</source>
        <translation>Angriff ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="870"/>
        <source>Change the attacker</source>
        <translation>Angreifer ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="872"/>
        <source>Change the target</source>
        <translation>Ziel ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="874"/>
        <source>Change the aiders</source>
        <translation>Unterstützer ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="876"/>
        <source>Change the defenders</source>
        <translation>Verteidiger ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="878"/>
        <source>Change the plays</source>
        <translation>Ausspielungen ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="880"/>
        <source>Change the money spent</source>
        <translation>ausgegebenes Geld ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="882"/>
        <source>Change the rules</source>
        <translation>Regeln ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="884"/>
        <source>Enter card effects</source>
        <translation>Karteneffekte eingeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="885"/>
        <source>Change the kind of attack</source>
        <translation>Angriffsart ändern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1006"/>
        <source>Aiding group %1</source>
        <translation>Unterstützende Gruppe %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1013"/>
        <source>Defending group %1</source>
        <translation>Verteidigende Gruppe %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1030"/>
        <source>Ability&apos;s Bonus</source>
        <translation>Bonus der Fähigkeit</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1030"/>
        <source>Plot&apos;s Bonus</source>
        <translation>Bonus des Plots</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1032"/>
        <source>How much does the ability add to its side&apos;s total?</source>
        <translation>Wie viel addiert die Fähigkeit zur Summe ihrer Seite?</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1033"/>
        <source>How much does %1 add to its side&apos;s total?</source>
        <translation>Wie viel addiert %1 zur Summe seiner Seite?</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1043"/>
        <source>&amp;Bonus:</source>
        <translation>&amp;Bonus:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1045"/>
        <source>Its side and player are set in the table.</source>
        <translation>Seite und Spieler werden in der Tabelle festgelegt.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1070"/>
        <source>Defending Group</source>
        <translation>Verteidigende Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1070"/>
        <source>Aiding Group</source>
        <translation>Unterstützende Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1094"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1108"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1105"/>
        <source>%1 is too large to be an attack scenario (more than %2 MB)</source>
        <translation>%1 ist zu groß für ein Angriffsszenario (mehr als %2 MB)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1117"/>
        <source>%1 is not an attack scenario: %2</source>
        <translation>%1 ist kein Angriffsszenario: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1146"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1152"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1176"/>
        <source>Unsaved Attack Scenario</source>
        <translation>Ungespeichertes Angriffsszenario</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1177"/>
        <source>The attack scenario has changes that are not saved. Save them?</source>
        <translation>Das Angriffsszenario hat ungespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1237"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1243"/>
        <source>Open Attack Scenario</source>
        <translation>Angriffsszenario öffnen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1237"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1270"/>
        <source>Attack scenarios (*.json);;All files (*)</source>
        <translation>Angriffsszenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1254"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1269"/>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1276"/>
        <source>Save Attack Scenario</source>
        <translation>Angriffsszenario speichern</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1263"/>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="1264"/>
        <source>Instant</source>
        <translation>Sofortangriff</translation>
    </message>
</context>
<context>
    <name>inwo::AttackBreakdownModel</name>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="78"/>
        <source>%1
Source: %2 (%3)</source>
        <translation>%1
Quelle: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="81"/>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="114"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="116"/>
        <source>Rule applied</source>
        <translation>Angewandte Regel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackbreakdownmodel.cpp" line="118"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
</context>
<context>
    <name>inwo::AttackGroupModel</name>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="25"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="29"/>
        <source>%1 (sometimes)</source>
        <translation>%1 (manchmal)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="87"/>
        <source>The target&apos;s own numbers: change them in the Target form</source>
        <translation>Die eigenen Werte des Ziels: Ändern Sie sie im Formular „Ziel“</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="106"/>
        <source>%1, played by %2</source>
        <translation>%1, gespielt von %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="177"/>
        <source>Transferable Power</source>
        <translation>Übertragbare Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="178"/>
        <source>Global Power</source>
        <translation>Globale Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="180"/>
        <source>Action tokens it spends in the attack</source>
        <translation>Aktionsmarker, die sie im Angriff ausgibt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="182"/>
        <source>How it stands to the target</source>
        <translation>Ihre Beziehung zum Ziel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="184"/>
        <source>Whether the rules let it take part, and what it adds</source>
        <translation>Ob die Regeln ihre Teilnahme erlauben und was sie beiträgt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="193"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="195"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="197"/>
        <source>Transfer</source>
        <translation>Übertr.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="197"/>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="199"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="201"/>
        <source>Tokens</source>
        <translation>Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="203"/>
        <source>Relation</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="205"/>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackgroupmodel.cpp" line="207"/>
        <source>Eligibility</source>
        <translation>Zulässigkeit</translation>
    </message>
</context>
<context>
    <name>inwo::AttackListModel</name>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="101"/>
        <source>Strength %1: %2</source>
        <translation>Stärke %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="105"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="110"/>
        <source>If it succeeds, %1 groups of %2 count toward the basic goal (%3 now)</source>
        <translation>Bei Erfolg zählen %1 von %2 Gruppen für das Grundziel (jetzt %3)</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="116"/>
        <source>Goals met: %1</source>
        <translation>Erfüllte Ziele: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="116"/>
        <location filename="../ui/table/attacklistmodel.cpp" line="118"/>
        <location filename="../ui/table/attacklistmodel.cpp" line="150"/>
        <location filename="../ui/table/attacklistmodel.cpp" line="167"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="118"/>
        <source>Left with no group: %1</source>
        <translation>Ohne Gruppe bleibt: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="122"/>
        <location filename="../ui/table/attacklistmodel.cpp" line="127"/>
        <source>Refused: %1
Source: %2</source>
        <translation>Abgelehnt: %1
Quelle: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="130"/>
        <source>Enter or double-click: open it in the adjudicator</source>
        <translation>Eingabe oder Doppelklick: im Schiedsrichter öffnen</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="138"/>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="142"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="148"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="150"/>
        <source>eliminates %1</source>
        <translation>schaltet %1 aus</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="151"/>
        <source>%1 → %2 of %3</source>
        <translation>%1 → %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="167"/>
        <source>no aid</source>
        <translation>keine Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="167"/>
        <source>aided by %1</source>
        <translation>unterstützt von %1</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="180"/>
        <source>Attacker → target (kind)</source>
        <translation>Angreifer → Ziel (Art)</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="182"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="184"/>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../ui/table/attacklistmodel.cpp" line="186"/>
        <source>Aid, or the refusal</source>
        <translation>Hilfe oder Ablehnung</translation>
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
        <location filename="../ui/adjudicator/attacknames.cpp" line="11"/>
        <source>INWO</source>
        <translation>INWO</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="13"/>
        <source>INWO, two players</source>
        <translation>INWO, zwei Spieler</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="15"/>
        <source>Plan 28</source>
        <translation>Plan 28</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="17"/>
        <source>Illuminati (boxed game)</source>
        <translation>Illuminati (klassisches Spiel)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="26"/>
        <source>Attack to control</source>
        <translation>Angriff zur Kontrolle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="28"/>
        <source>Attack to destroy</source>
        <translation>Angriff zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="30"/>
        <source>Attack to neutralize</source>
        <translation>Angriff zur Neutralisierung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="32"/>
        <source>Instant attack (Disaster, Assassination)</source>
        <translation>Sofortangriff (Katastrophe, Attentat)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="41"/>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="43"/>
        <source>its master</source>
        <translation>sein Meister</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="45"/>
        <source>its puppet</source>
        <translation>seine Puppe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="47"/>
        <source>an Illuminati</source>
        <translation>ein Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="49"/>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="58"/>
        <source>a rival</source>
        <translation>einem Rivalen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="60"/>
        <source>the attacker (own group)</source>
        <translation>dem Angreifer (eigene Gruppe)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="62"/>
        <source>the attacker&apos;s hand</source>
        <translation>der Hand des Angreifers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="64"/>
        <source>nobody (uncontrolled)</source>
        <translation>niemandem (unkontrolliert)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="71"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="71"/>
        <source>defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="84"/>
        <source>not in a Power Structure</source>
        <translation>nicht in einer Machtstruktur</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="86"/>
        <source>under its Illuminati</source>
        <translation>direkt unter seinen Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="97"/>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="89"/>
        <source>one group away</source>
        <translation>eine Gruppe entfernt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attacknames.cpp" line="92"/>
        <source>two groups away</source>
        <translation>zwei Gruppen entfernt</translation>
    </message>
</context>
<context>
    <name>inwo::AttackPlayModel</name>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="24"/>
        <source>An agents card: +10 to aid the attack, 6 against it (one per attack)</source>
        <translation>Eine Agenten-Karte: +10 zur Unterstützung des Angriffs, 6 dagegen (eine pro Angriff)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="521"/>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="45"/>
        <source>agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="90"/>
        <source>&quot;attacker&quot;, &quot;defender&quot;, or a third player&apos;s name</source>
        <translation>„attacker“ (Angreifer), „defender“ (Verteidiger) oder der Name eines dritten Spielers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="92"/>
        <source>The Plot card played (no player may use the same Plot twice in an attack)</source>
        <translation>Die ausgespielte Plotkarte (kein Spieler darf denselben Plot zweimal in einem Angriff einsetzen)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="95"/>
        <source>Or the card whose ability gives the bonus</source>
        <translation>Oder die Karte, deren Fähigkeit den Bonus gibt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="97"/>
        <source>Its bonus to its side</source>
        <translation>Der Bonus für die eigene Seite</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="106"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="108"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="110"/>
        <source>Plot</source>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="112"/>
        <source>Ability of</source>
        <translation>Fähigkeit von</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="114"/>
        <source>Adds</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="116"/>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackplaymodel.cpp" line="118"/>
        <source>Eligibility</source>
        <translation>Zulässigkeit</translation>
    </message>
</context>
<context>
    <name>inwo::AttackResultView</name>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="52"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="82"/>
        <source>Breakdown of the attack</source>
        <translation>Aufschlüsselung des Angriffs</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="103"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="108"/>
        <source>Alignment in doubt: each case</source>
        <translation>Gesinnung unklar: alle Fälle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="112"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="112"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="112"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="112"/>
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
        <location filename="../ui/adjudicator/attackresultview.cpp" line="134"/>
        <source>Rolls needed</source>
        <translation>Nötige Würfe</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="143"/>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="157"/>
        <source>Breakdo&amp;wn</source>
        <extracomment>Its Alt key must be free on the Adjudicator tab (W in English)</extracomment>
        <translation>Aufs&amp;chlüsselung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="169"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="175"/>
        <source>Illegal attack</source>
        <translation>Unzulässiger Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="177"/>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="183"/>
        <source>Strength %1 — chance %2 (%3)</source>
        <translation>Stärke %1 – Chance %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="181"/>
        <source>Strength %1 — cannot succeed</source>
        <translation>Stärke %1 – kann nicht gelingen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="188"/>
        <source>Attack %1 against defence %2</source>
        <translation>Angriff %1 gegen Verteidigung %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="214"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="219"/>
        <source>This attack cannot be made.</source>
        <translation>Dieser Angriff ist nicht möglich.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="224"/>
        <source>Legal. The target loses an Action token at once.</source>
        <translation>Zulässig. Das Ziel verliert sofort einen Aktionsmarker.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="226"/>
        <source>Legal attack.</source>
        <translation>Zulässiger Angriff.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="234"/>
        <source>%1 One refusal:</source>
        <translation>%1 Eine Ablehnung:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="235"/>
        <source>%1 %L2 refusals:</source>
        <translation>%1 %L2 Ablehnungen:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="257"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="273"/>
        <source>Roll %1: 1 way in 36</source>
        <translation>Wurf %1: 1 Möglichkeit von 36</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="274"/>
        <source>Roll %1: %2 ways in 36</source>
        <translation>Wurf %1: %2 Möglichkeiten von 36</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="275"/>
        <source>%1; the attack succeeds</source>
        <translation>%1; der Angriff gelingt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="276"/>
        <source>%1; the attack fails</source>
        <translation>%1; der Angriff scheitert</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="290"/>
        <source>+%1 MB → %2 (%3)</source>
        <translation>+%1 MB → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="293"/>
        <source>+%1 Power → %2 (%3)</source>
        <translation>+%1 Macht → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="297"/>
        <source>Strength %1: roll %1 or less</source>
        <translation>Stärke %1: %1 oder weniger würfeln</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="300"/>
        <source>No Power helps an illegal attack.</source>
        <translation>Einem unzulässigen Angriff hilft keine Macht.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="302"/>
        <source>Not worked out while an alignment is in doubt.</source>
        <translation>Wird nicht berechnet, solange eine Gesinnung unklar ist.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/attackresultview.cpp" line="303"/>
        <source>Already the best chance: a roll of %1 or more always fails.</source>
        <translation>Schon die beste Chance: Ein Wurf von %1 oder mehr misslingt immer.</translation>
    </message>
</context>
<context>
    <name>inwo::BarChartWidget</name>
    <message>
        <location filename="../ui/common/barchartwidget.cpp" line="287"/>
        <location filename="../ui/common/barchartwidget.cpp" line="485"/>
        <source>%1: %2</source>
        <comment>bar chart tooltip: label and value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/barchartwidget.cpp" line="333"/>
        <location filename="../ui/common/barchartwidget.cpp" line="478"/>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <location filename="../ui/common/barchartwidget.cpp" line="487"/>
        <source>; </source>
        <comment>separator between the bars of a chart</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>inwo::CardBrowserWidget</name>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="51"/>
        <source>Search cards</source>
        <translation>Karten suchen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="53"/>
        <source>Search cards: words of a name, or fields such as t:personality a:violent (F1 for help)</source>
        <translation>Karten suchen: Wörter aus dem Namen oder Felder wie t:personality a:violent (F1 für Hilfe)</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="74"/>
        <source>Cards found</source>
        <translation>Gefundene Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="138"/>
        <source>Include &amp;Fan Cards</source>
        <translation>&amp;Fan-Karten einbeziehen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardbrowserwidget.cpp" line="142"/>
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
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="105"/>
        <source>Card text</source>
        <translation>Kartentext</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="111"/>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="169"/>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="170"/>
        <source>Set:</source>
        <translation>Edition:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="171"/>
        <source>Rarity:</source>
        <translation>Seltenheit:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="172"/>
        <source>Back:</source>
        <translation>Rückseite:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="174"/>
        <source>Power:</source>
        <translation>Macht:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="174"/>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="179"/>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="183"/>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="264"/>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="272"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="176"/>
        <source>Global Power:</source>
        <translation>Globale Macht:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="178"/>
        <source>Resistance:</source>
        <translation>Widerstand:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="182"/>
        <source>Alignments:</source>
        <translation>Gesinnungen:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="186"/>
        <source>Attributes:</source>
        <translation>Attribute:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="188"/>
        <source>Control arrows:</source>
        <translation>Kontrollpfeile:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="190"/>
        <source>Resource kind:</source>
        <translation>Ressourcenart:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="195"/>
        <source>Action tokens:</source>
        <translation>Aktionsmarker:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="198"/>
        <source>Keywords:</source>
        <translation>Schlüsselwörter:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="201"/>
        <source>Requirement:</source>
        <translation>Voraussetzung:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="203"/>
        <source>Errata:</source>
        <translation>Errata:</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="203"/>
        <source>Yes, this card has official errata</source>
        <translation>Ja, für diese Karte gibt es offizielle Errata</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="203"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="217"/>
        <source>The imported image file %1 could not be loaded.</source>
        <translation>Die importierte Bilddatei %1 konnte nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="222"/>
        <source>Card text and images are not part of INWO Assistant. To see them here, import your own LackeyCCG INWO plugin folder with File &gt; Import LackeyCCG Folder…</source>
        <translation>Kartentexte und -bilder gehören nicht zu INWO Assistant. Um sie hier zu sehen, importieren Sie Ihren eigenen LackeyCCG-INWO-Plugin-Ordner mit Datei &gt; LackeyCCG-Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="260"/>
        <source>%1 · %2</source>
        <comment>a card&apos;s type and set</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="266"/>
        <source>%1, Global %2</source>
        <translation>%1, Global %2</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="267"/>
        <source>Power %1</source>
        <translation>Macht %1</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="271"/>
        <source>Resistance %1</source>
        <translation>Widerstand %1</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="275"/>
        <source> · </source>
        <comment>between a card&apos;s Power and Resistance</comment>
        <translation> · </translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="277"/>
        <source>Alignments: %1</source>
        <translation>Gesinnungen: %1</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="279"/>
        <source>Attributes: %1</source>
        <translation>Eigenschaften: %1</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="281"/>
        <source>Keywords: %1</source>
        <translation>Schlüsselwörter: %1</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardpanel.cpp" line="283"/>
        <source>This card has official errata.</source>
        <translation>Diese Karte hat offizielle Errata.</translation>
    </message>
</context>
<context>
    <name>inwo::CardResultsModel</name>
    <message>
        <location filename="../ui/deckeditor/cardresultsmodel.cpp" line="29"/>
        <source>Pow.</source>
        <comment>narrow column: Power and Global Power</comment>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/cardresultsmodel.cpp" line="31"/>
        <source>Res.</source>
        <comment>narrow column: Resistance</comment>
        <translation>Wid.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/cardresultsmodel.cpp" line="35"/>
        <source>Power, and Global Power after the slash; * marks a variable value</source>
        <translation>Macht, nach dem Schrägstrich die Globale Macht; * kennzeichnet einen veränderlichen Wert</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/cardresultsmodel.cpp" line="37"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
</context>
<context>
    <name>inwo::CardSearchModel</name>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="166"/>
        <source>Counting cards…</source>
        <translation>Karten werden gezählt…</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="168"/>
        <source>No cards match</source>
        <translation>Keine passenden Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="170"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="171"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="226"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="228"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="230"/>
        <source>Power/Global</source>
        <translation>Macht/Global</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="232"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="234"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="236"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="238"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/cardbrowser/cardsearchmodel.cpp" line="244"/>
        <source>Power, and Global Power after the slash; * marks a variable value</source>
        <translation>Macht, nach dem Schrägstrich die Globale Macht; * kennzeichnet einen veränderlichen Wert</translation>
    </message>
</context>
<context>
    <name>inwo::ChangeDeckFieldCommand</name>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="116"/>
        <source>Change Deck Name</source>
        <translation>Decknamen ändern</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="118"/>
        <source>Change Author</source>
        <translation>Autor ändern</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="120"/>
        <source>Change Notes</source>
        <translation>Notizen ändern</translation>
    </message>
</context>
<context>
    <name>inwo::ChangeGameCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="327"/>
        <source>Change the Rules</source>
        <translation>Regeln ändern</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="334"/>
        <source>Change the Basic Goal</source>
        <translation>Grundziel ändern</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="339"/>
        <source>Change the Round</source>
        <translation>Runde ändern</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="344"/>
        <source>Change Whose Turn It Is</source>
        <translation>Ändern, wer am Zug ist</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="348"/>
        <source>Change the Phase</source>
        <translation>Phase ändern</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="352"/>
        <source>Change a Ruling</source>
        <translation>Auslegung ändern</translation>
    </message>
</context>
<context>
    <name>inwo::CheckListButton</name>
    <message>
        <location filename="../ui/adjudicator/checklistbutton.cpp" line="50"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/checklistbutton.cpp" line="62"/>
        <source>Click twice for &quot;sometimes&quot;</source>
        <translation>Zweimal klicken für „manchmal“</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/checklistbutton.cpp" line="125"/>
        <source>%1 (sometimes)</source>
        <translation>%1 (manchmal)</translation>
    </message>
</context>
<context>
    <name>inwo::CsvDeckFormat</name>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="183"/>
        <source>a row without a card</source>
        <translation>eine Zeile ohne Karte</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="191"/>
        <source>&quot;%1&quot; is not a number of copies (0 to %2)</source>
        <translation>„%1“ ist keine Anzahl von Exemplaren (0 bis %2)</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="217"/>
        <source>near miss of %1 (%2%)</source>
        <translation>knapp daneben: %1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="227"/>
        <source>could be any of: %1</source>
        <translation>könnte jede dieser Karten sein: %1</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="234"/>
        <source>no card is named &quot;%1&quot;</source>
        <translation>keine Karte heißt „%1“</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="243"/>
        <source>no copies of %1 (a quantity of 0)</source>
        <translation>keine Exemplare von %1 (Anzahl 0)</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="253"/>
        <source>zone &quot;%1&quot; is not a deck&apos;s; the zone follows the card</source>
        <translation>Bereich „%1“ gehört zu keinem Deck; der Bereich richtet sich nach der Karte</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="277"/>
        <source>%1:1: not a deck table: the first row names no Name column</source>
        <extracomment>%1 is the file: &quot;deck.csv:1: ...&quot;</extracomment>
        <translation>%1:1: keine Decktabelle: Die erste Zeile nennt keine Spalte „Name“</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="286"/>
        <source>%1:%2: more than %3 rows; no deck is this long</source>
        <translation>%1:%2: mehr als %3 Zeilen; kein Deck ist so lang</translation>
    </message>
    <message>
        <location filename="../core/decks/csvdeckformat.cpp" line="309"/>
        <source>the table&apos;s columns</source>
        <translation>die Spalten der Tabelle</translation>
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
        <location filename="../ui/deckeditor/deckdocument.cpp" line="99"/>
        <source>Add %1 × %2</source>
        <translation>%1 × %2 hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::DeckEditorWidget</name>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="88"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="89"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>Das Deck „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="91"/>
        <source>Do you want to save them first?</source>
        <translation>Möchten Sie sie zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="110"/>
        <source>Deck Registration Sheet</source>
        <translation>Deckregistrierungsbogen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="111"/>
        <source>The sheet prints these on its Player and Event lines; leave one empty to write it by hand.</source>
        <translation>Der Bogen druckt diese Angaben in die Zeilen Spieler und Veranstaltung; lassen Sie ein Feld leer, um es von Hand auszufüllen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="120"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="124"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="125"/>
        <source>&amp;Event:</source>
        <translation>&amp;Veranstaltung:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="166"/>
        <source>Verd&amp;ict</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="167"/>
        <source>&amp;Statistics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="170"/>
        <source>Se&amp;lected Card</source>
        <translation>Gewäh&amp;lte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="172"/>
        <source>The card selected in the search results or in the deck (Alt+L)</source>
        <translation>Die in den Suchergebnissen oder im Deck gewählte Karte (Alt+L)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="227"/>
        <source>Find cards to add</source>
        <translation>Karten zum Hinzufügen suchen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="229"/>
        <source>Find cards to add (Enter adds the selected one)</source>
        <translation>Karten zum Hinzufügen suchen (Eingabe fügt die gewählte hinzu)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="254"/>
        <source>Cards to add</source>
        <translation>Karten zum Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="308"/>
        <source>Enter, + or double-click adds; drag onto the deck to place.</source>
        <translation>Eingabe, + oder Doppelklick fügt hinzu; zum Einordnen auf das Deck ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="337"/>
        <source>Untitled Deck</source>
        <translation>Unbenanntes Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="342"/>
        <source>Strategy, sources, what to remember</source>
        <translation>Strategie, Quellen, Merkenswertes</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="355"/>
        <source>Cards in the deck</source>
        <translation>Karten im Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="407"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="408"/>
        <source>&amp;Author:</source>
        <translation>A&amp;utor:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="409"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="595"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="595"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="596"/>
        <source>%1. As formats count them: Illuminati %2 · Group deck %3 · Plot deck %4</source>
        <translation>%1. Nach Formatzählung: Illuminati %2 · Gruppendeck %3 · Plotdeck %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="678"/>
        <source>Resolve Line %1</source>
        <translation>Zeile %1 klären</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="680"/>
        <source>Add %1 Cards</source>
        <translation>%1 Karten hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="761"/>
        <source>Show Card &amp;Details	Alt+L</source>
        <translation>Karten&amp;details zeigen	Alt+L</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="763"/>
        <source>&amp;Add One Copy	+</source>
        <translation>Ein Exemplar &amp;hinzufügen	+</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="764"/>
        <source>&amp;Remove One Copy	-</source>
        <translation>Ein Exemplar &amp;entfernen	-</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="765"/>
        <source>&amp;Move to</source>
        <translation>&amp;Verschieben nach</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1022"/>
        <source>Paste Deck List</source>
        <translation>Deckliste einfügen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1025"/>
        <source>The clipboard holds no text. Copy a deck list (from a forum post, a LackeyCCG .dek file or a table) and paste it again.</source>
        <translation>Die Zwischenablage enthält keinen Text. Kopieren Sie eine Deckliste (aus einem Forumsbeitrag, einer LackeyCCG-.dek-Datei oder einer Tabelle) und fügen Sie sie erneut ein.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1031"/>
        <source>The clipboard&apos;s text is larger than %1, more than any deck list: it was not read.</source>
        <translation>Der Text in der Zwischenablage ist größer als %1, mehr als jede Deckliste: Er wurde nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1037"/>
        <source>clipboard</source>
        <comment>where a pasted deck list came from</comment>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1040"/>
        <source>The clipboard&apos;s text could not be read as a deck list:
%1</source>
        <translation>Der Text in der Zwischenablage konnte nicht als Deckliste gelesen werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1044"/>
        <source>The clipboard&apos;s text names no card: it is not a deck list. Copy the list itself (one card a line, or a .dek file&apos;s text) and paste it again.</source>
        <translation>Der Text in der Zwischenablage nennt keine Karte: Er ist keine Deckliste. Kopieren Sie die Liste selbst (eine Karte je Zeile, oder den Text einer .dek-Datei) und fügen Sie sie erneut ein.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1124"/>
        <source>Exported “%1” to %2</source>
        <translation>„%1“ nach %2 exportiert</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="941"/>
        <source>Open Deck</source>
        <translation>Deck öffnen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="941"/>
        <source>The deck could not be opened:
%1</source>
        <translation>Das Deck konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="961"/>
        <source>1 line of %1 still names no card.</source>
        <translation>1 Zeile aus %1 nennt noch keine Karte.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="962"/>
        <source>%L1 lines of %2 still name no card.</source>
        <translation>%L1 Zeilen aus %2 nennen noch keine Karte.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="963"/>
        <source>The saved deck keeps only its cards, so it will not remember them.

Save without them? Cancel to resolve them in the verdict first.</source>
        <translation>Das gespeicherte Deck behält nur seine Karten und wird sich an diese Zeilen nicht erinnern.

Ohne sie speichern? Mit Abbrechen klären Sie sie zuerst in der Prüfung.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="968"/>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="982"/>
        <source>Save Deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="982"/>
        <source>The deck could not be saved:
%1</source>
        <translation>Das Deck konnte nicht gespeichert werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="997"/>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1014"/>
        <source>Import Deck File</source>
        <translation>Deck-Datei importieren</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1014"/>
        <source>The deck file could not be read:
%1</source>
        <translation>Die Deck-Datei konnte nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1076"/>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1121"/>
        <source>Export Deck</source>
        <translation>Deck exportieren</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckeditorwidget.cpp" line="1121"/>
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
        <source>Deck files (*.dek *.txt *.csv);;LackeyCCG decks (*.dek);;Text deck lists (*.txt);;CSV tables (*.csv);;All files (*)</source>
        <translation>Deck-Dateien (*.dek *.txt *.csv);;LackeyCCG-Decks (*.dek);;Decklisten als Text (*.txt);;CSV-Tabellen (*.csv);;Alle Dateien (*)</translation>
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
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="62"/>
        <source>Import Deck: %1</source>
        <translation>Deck importieren: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="70"/>
        <source>Lines of the deck list</source>
        <translation>Zeilen der Deckliste</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="72"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="72"/>
        <source>Written</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="72"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="72"/>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="202"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="119"/>
        <source>These bytes are not text in the file&apos;s encoding; nothing was read from the line. Save the file as UTF-8 and import it again.</source>
        <translation>Diese Bytes sind kein Text in der Kodierung der Datei; aus der Zeile wurde nichts gelesen. Speichern Sie die Datei als UTF-8 und importieren Sie sie erneut.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="123"/>
        <source>%1 × %2 → %3</source>
        <translation>%1 × %2 → %3</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="126"/>
        <source>%1 (near miss, %2% sure)</source>
        <translation>%1 (Beinahe-Treffer, zu %2&#xa0;% sicher)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="143"/>
        <source>Decide later (the deck stays incomplete)</source>
        <translation>Später entscheiden (das Deck bleibt unvollständig)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="145"/>
        <source>Leave this line out</source>
        <translation>Diese Zeile weglassen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="159"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="168"/>
        <source>Written “%1”: choose the card that was meant</source>
        <translation>Geschrieben: „%1“ – wählen Sie die gemeinte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="170"/>
        <source>Written “%1”: no card has this name. Leave the line out, or decide later in the verdict (find the card and add it)</source>
        <translation>Geschrieben „%1“: keine Karte heißt so. Lassen Sie die Zeile weg oder entscheiden Sie später in der Prüfung (die Karte suchen und hinzufügen)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="173"/>
        <source>Written “%1”: no card has this name. Choose the nearest card that was meant, leave the line out, or decide later in the verdict</source>
        <translation>Geschrieben „%1“: keine Karte heißt so. Wählen Sie die nächstliegende gemeinte Karte, lassen Sie die Zeile weg oder entscheiden Sie später in der Prüfung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="186"/>
        <source>&amp;Create Deck</source>
        <translation>Deck &amp;erstellen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="204"/>
        <source>Near miss</source>
        <translation>Beinahe-Treffer</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="206"/>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="208"/>
        <source>Not a card</source>
        <translation>Keine Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="210"/>
        <source>Not text</source>
        <translation>Kein Text</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="212"/>
        <source>Header</source>
        <translation>Überschrift</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="214"/>
        <source>Ignored</source>
        <translation>Ignoriert</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="216"/>
        <source>Blank</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="324"/>
        <source>1 card read</source>
        <translation>1 Karte gelesen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="324"/>
        <source>%L1 cards read</source>
        <translation>%L1 Karten gelesen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="326"/>
        <source>1 near miss taken</source>
        <translation>1 Beinahe-Treffer übernommen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="326"/>
        <source>%L1 near misses taken</source>
        <translation>%L1 Beinahe-Treffer übernommen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="329"/>
        <source>%1 of %2 ambiguous lines chosen</source>
        <translation>%1 von %2 mehrdeutigen Zeilen entschieden</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="331"/>
        <source>1 line naming no card</source>
        <translation>1 Zeile ohne erkannte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="332"/>
        <source>%L1 lines naming no card</source>
        <translation>%L1 Zeilen ohne erkannte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="337"/>
        <source>1 line that is not text (save the file as UTF-8)</source>
        <translation>1 Zeile, die kein Text ist (Datei als UTF-8 speichern)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="338"/>
        <source>%L1 lines that are not text (save the file as UTF-8)</source>
        <translation>%L1 Zeilen, die kein Text sind (Datei als UTF-8 speichern)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="340"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="342"/>
        <source>Where two cards are nearly as close, choose the one that was meant.</source>
        <translation>Wo zwei Karten fast gleich nah sind, wählen Sie die gemeinte.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="344"/>
        <source>1 line is left to decide: the deck is incomplete, and never called legal, until you choose the card it meant or leave it out.</source>
        <translation>1 Zeile ist noch zu entscheiden: Das Deck ist unvollständig und wird nie legal genannt, bis Sie die gemeinte Karte wählen oder die Zeile weglassen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckimportdialog.cpp" line="347"/>
        <source>%L1 lines are left to decide: the deck is incomplete, and never called legal, until you choose the card each meant or leave it out.</source>
        <translation>%L1 Zeilen sind noch zu entscheiden: Das Deck ist unvollständig und wird nie legal genannt, bis Sie für jede die gemeinte Karte wählen oder sie weglassen.</translation>
    </message>
</context>
<context>
    <name>inwo::DeckImportLine</name>
    <message>
        <location filename="../core/decks/deckimport.cpp" line="44"/>
        <source>%1 (%2)</source>
        <comment>a card&apos;s name and set as a .dek file writes them</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>inwo::DeckLegality</name>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="90"/>
        <source>the deck holds 1 card; the format asks for %1</source>
        <translation>das Deck enthält 1 Karte; das Format verlangt %1</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="92"/>
        <source>the deck holds %1 cards; the format asks for %2</source>
        <translation>das Deck enthält %1 Karten; das Format verlangt %2</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="96"/>
        <source>the lead holds 1 Illuminati card; the format asks for %1</source>
        <translation>der Anführer-Bereich enthält 1 Illuminati-Karte; das Format verlangt %1</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="98"/>
        <source>the lead holds %1 Illuminati cards; the format asks for %2</source>
        <translation>der Anführer-Bereich enthält %1 Illuminati-Karten; das Format verlangt %2</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="101"/>
        <source>the Group deck (Groups and Resources) holds 1 card; the format asks for %1</source>
        <translation>das Gruppendeck (Gruppen und Ressourcen) enthält 1 Karte; das Format verlangt %1</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="104"/>
        <source>the Group deck (Groups and Resources) holds %1 cards; the format asks for %2</source>
        <translation>das Gruppendeck (Gruppen und Ressourcen) enthält %1 Karten; das Format verlangt %2</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="108"/>
        <source>the Plot deck (agents included) holds 1 card; the format asks for %1</source>
        <translation>das Plotdeck (Agenten eingeschlossen) enthält 1 Karte; das Format verlangt %1</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="111"/>
        <source>the Plot deck (agents included) holds %1 cards; the format asks for %2</source>
        <translation>das Plotdeck (Agenten eingeschlossen) enthält %1 Karten; das Format verlangt %2</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="123"/>
        <source>&apos;%1&apos; is not a card this program knows</source>
        <translation>„%1“ ist keine Karte, die dieses Programm kennt</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="133"/>
        <source>%1 copies of %2; at most %3</source>
        <translation>%1 Exemplare von %2; höchstens %3</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="143"/>
        <source>%1 copies of %2, which is restricted to one</source>
        <translation>%1 Exemplare von %2, das auf eines beschränkt ist</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="155"/>
        <source>%1 is banned</source>
        <translation>%1 ist verboten</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="162"/>
        <source>%1 is a %2 card</source>
        <translation>%1 ist eine Karte der Art %2</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="170"/>
        <source>%1 is from the %2 set</source>
        <translation>%1 stammt aus dem Set %2</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="177"/>
        <source>%1 cards from the Ultra Restricted list; at most one</source>
        <translation>%1 Karten von der Ultra-Restricted-Liste; höchstens eine</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="201"/>
        <source>%1:%2: &apos;%3&apos; could be more than one card</source>
        <translation>%1:%2: „%3“ könnte mehr als eine Karte sein</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="206"/>
        <source>%1:%2: &apos;%3&apos; cannot be read: %4</source>
        <translation>%1:%2: „%3“ ist nicht lesbar: %4</translation>
    </message>
    <message>
        <location filename="../core/decks/decklegality.cpp" line="209"/>
        <source>%1:%2: &apos;%3&apos; is not a card this program knows</source>
        <translation>%1:%2: „%3“ ist keine Karte, die dieses Programm kennt</translation>
    </message>
</context>
<context>
    <name>inwo::DeckModel</name>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="102"/>
        <source>Organizations</source>
        <translation>Organisationen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="104"/>
        <source>Personalities</source>
        <translation>Persönlichkeiten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="106"/>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="108"/>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="110"/>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="112"/>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="114"/>
        <source>New World Orders</source>
        <translation>Neue Weltordnungen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="116"/>
        <source>Disasters</source>
        <translation>Katastrophen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="118"/>
        <source>Assassinations</source>
        <translation>Attentate</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="120"/>
        <source>Illuminati as Agents</source>
        <translation>Illuminati als Agenten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="122"/>
        <source>Unknown Cards</source>
        <translation>Unbekannte Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="272"/>
        <source>1 card in the Lead has a Group back: formats count it in the Group deck.</source>
        <translation>1 Karte bei den Startkarten hat eine Gruppen-Rückseite: Formate zählen sie zum Gruppendeck.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="274"/>
        <source>1 card in the Lead has a Plot back: formats count it in the Plot deck.</source>
        <translation>1 Karte bei den Startkarten hat eine Plot-Rückseite: Formate zählen sie zum Plotdeck.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="278"/>
        <source>%L1 cards in the Lead have a Group back: formats count them in the Group deck.</source>
        <translation>%L1 Karten bei den Startkarten haben eine Gruppen-Rückseite: Formate zählen sie zum Gruppendeck.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="280"/>
        <source>%L1 cards in the Lead have a Plot back: formats count them in the Plot deck.</source>
        <translation>%L1 Karten bei den Startkarten haben eine Plot-Rückseite: Formate zählen sie zum Plotdeck.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="285"/>
        <source>1 card here is not in the card database: formats count it in no pile.</source>
        <translation>1 Karte hier steht nicht in der Kartendatenbank: Formate zählen sie zu keinem Stapel.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="288"/>
        <source>%L1 cards here are not in the card database: formats count them in no pile.</source>
        <translation>%L1 Karten hier stehen nicht in der Kartendatenbank: Formate zählen sie zu keinem Stapel.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="534"/>
        <source>%1 (%2; %3 as formats count)</source>
        <comment>Group Deck (12; 13 as formats count)</comment>
        <translation>%1 (%2; %3 nach Zählung der Formate)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="541"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="570"/>
        <source>%1 is not in the card database</source>
        <translation>%1 ist nicht in der Kartendatenbank</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="591"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="593"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="595"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="597"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckmodel.cpp" line="634"/>
        <source>Add %1 Cards</source>
        <translation>%1 Karten hinzufügen</translation>
    </message>
</context>
<context>
    <name>inwo::DeckRegistrationSheet</name>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="75"/>
        <source>Lead</source>
        <translation>Startkarten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="77"/>
        <source>Group Deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="79"/>
        <source>Plot Deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="81"/>
        <source>Shared Groups</source>
        <translation>Gemeinsame Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="83"/>
        <source>Shared Plots</source>
        <translation>Gemeinsame Plots</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="93"/>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="95"/>
        <source>Illegal</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="122"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="138"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="139"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="336"/>
        <source>Page %L1 of %L2</source>
        <translation>Seite %L1 von %L2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="342"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="348"/>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="620"/>
        <source>Deck Registration Sheet</source>
        <translation>Deckregistrierungsbogen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="355"/>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="356"/>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="358"/>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="359"/>
        <source>Event:</source>
        <translation>Veranstaltung:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="361"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="363"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="376"/>
        <source>Deck Registration Sheet (continued)</source>
        <translation>Deckregistrierungsbogen (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="377"/>
        <source>Deck Registration Sheet: %1 (continued)</source>
        <translation>Deckregistrierungsbogen: %1 (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="417"/>
        <source>Verdict:</source>
        <translation>Prüfergebnis:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="413"/>
        <source>•</source>
        <comment>the bullet before each problem in the verdict</comment>
        <translation>•</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="114"/>
        <source>Empty deck</source>
        <translation>Leeres Deck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="126"/>
        <source>Note: the format also says what no program can check; the judge decides:</source>
        <translation>Hinweis: Das Format sagt auch, was kein Programm prüfen kann; darüber entscheidet die Turnierleitung:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="442"/>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="458"/>
        <source>Qty</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="460"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="462"/>
        <source>Set</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="464"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="500"/>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="517"/>
        <source>%1 total: %2</source>
        <translation>%1 gesamt: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="542"/>
        <source>Deck total: %1</source>
        <translation>Deck gesamt: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="545"/>
        <source>Lead %L1 · Group Deck %L2 · Plot Deck %L3</source>
        <translation>Startkarten %L1 · Gruppendeck %L2 · Plotdeck %L3</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="561"/>
        <source>Notes (continued)</source>
        <translation>Notizen (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="562"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="588"/>
        <source>Verdict: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="592"/>
        <source>• %1</source>
        <comment>a problem or rule in the printed verdict</comment>
        <translation>• %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="607"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="621"/>
        <source>Deck Registration Sheet: %1</source>
        <translation>Deckregistrierungsbogen: %1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="628"/>
        <source>the PDF could not be started</source>
        <translation>die PDF-Datei konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckregistrationsheet.cpp" line="632"/>
        <source>the PDF could not be finished</source>
        <translation>die PDF-Datei konnte nicht fertiggestellt werden</translation>
    </message>
</context>
<context>
    <name>inwo::DeckStatsWidget</name>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="45"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="46"/>
        <source>%L1 cards</source>
        <translation>%L1 Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="51"/>
        <source>Group deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="52"/>
        <source>Plot deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="72"/>
        <source>&lt;%1%</source>
        <comment>a percentage above 0 that rounds to 0</comment>
        <translation>&lt;%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="76"/>
        <source>&gt;%1%</source>
        <comment>a percentage below 100 that rounds to 100</comment>
        <translation>&gt;%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="79"/>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="125"/>
        <source>%1 of %2 cards in the %3 is of type %4</source>
        <translation>%1 von %2 Karten im %3 ist vom Typ %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="126"/>
        <source>%1 of %2 cards in the %3 are of type %4</source>
        <translation>%1 von %2 Karten im %3 sind vom Typ %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="129"/>
        <source>%1 of %2 cards in the %3 is %4</source>
        <translation>%1 von %2 Karten im %3 hat die Gesinnung %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="130"/>
        <source>%1 of %2 cards in the %3 are %4</source>
        <translation>%1 von %2 Karten im %3 haben die Gesinnung %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="133"/>
        <source>%1 of %2 cards in the %3 has the attribute %4</source>
        <translation>%1 von %2 Karten im %3 hat das Attribut %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="134"/>
        <source>%1 of %2 cards in the %3 have the attribute %4</source>
        <translation>%1 von %2 Karten im %3 haben das Attribut %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="137"/>
        <source>%1 of %2 cards in the %3 has the keyword %4</source>
        <translation>%1 von %2 Karten im %3 hat das Schlüsselwort %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="138"/>
        <source>%1 of %2 cards in the %3 have the keyword %4</source>
        <translation>%1 von %2 Karten im %3 haben das Schlüsselwort %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="141"/>
        <source>%1 of %2 cards in the %3 is a copy of %4</source>
        <translation>%1 von %2 Karten im %3 ist ein Exemplar von %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="142"/>
        <source>%1 of %2 cards in the %3 are copies of %4</source>
        <translation>%1 von %2 Karten im %3 sind Exemplare von %4</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="189"/>
        <source>%1 %2: %3</source>
        <comment>Power 4: 3 cards</comment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="197"/>
        <source>%1 *: %2 (set by the card&apos;s text)</source>
        <comment>Power *: 1 card</comment>
        <translation>%1 *: %2 (durch den Kartentext bestimmt)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="319"/>
        <source>The deck is empty: add cards to see their statistics.</source>
        <translation>Das Deck ist leer: Fügen Sie Karten hinzu, um ihre Statistik zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="322"/>
        <source>%1: %L2 lead, %L3 in the Group deck, %L4 in the Plot deck.</source>
        <translation>%1: Startkarten %L2, Gruppendeck %L3, Plotdeck %L4.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="328"/>
        <source>1 card is not in the card database and is left out of the charts.</source>
        <translation>1 Karte ist nicht in der Kartendatenbank und fehlt in den Diagrammen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="331"/>
        <source>%L1 cards are not in the card database and are left out of the charts.</source>
        <translation>%L1 Karten sind nicht in der Kartendatenbank und fehlen in den Diagrammen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="343"/>
        <source>%1: %2</source>
        <comment>chart tooltip: label and number of cards</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="388"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="709"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="390"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="713"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="405"/>
        <source>%1 (%L2 drawn)</source>
        <comment>pile and number of cards drawn</comment>
        <translation>%1 (%L2 gezogen)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="419"/>
        <source>%L1 of %L2</source>
        <translation>%L1 von %L2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="424"/>
        <source>The chance of at least one %1 among the first %L2 cards of the %3 (rulebook, Setup steps 4 and 6).</source>
        <translation>Die Chance auf mindestens eine Karte vom Typ %1 unter den ersten %L2 Karten aus dem %3 (Regelheft, Spielvorbereitung, Schritte 4 und 6).</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="433"/>
        <source>Add cards to the Group deck or the Plot deck to see the chances of the opening hand.</source>
        <translation>Fügen Sie dem Gruppendeck oder dem Plotdeck Karten hinzu, um die Chancen der Starthand zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="438"/>
        <source>The chance of at least one card of each type in the opening hand: %L1 cards from the Group deck and %L2 from the Plot deck.</source>
        <translation>Die Chance auf mindestens eine Karte jedes Typs in der Starthand: %L1 Karten aus dem Gruppendeck und %L2 aus dem Plotdeck.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="535"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="568"/>
        <source>%1: %2 (%L3)</source>
        <comment>kind of card: category, name, copies</comment>
        <translation>%1: %2 (%L3)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="547"/>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="740"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="551"/>
        <source>Alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="555"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="559"/>
        <source>Keyword</source>
        <translation>Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="569"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="606"/>
        <source>The %1 is empty.</source>
        <translation>Das %1 ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="607"/>
        <source>Choose a kind of card.</source>
        <translation>Wählen Sie eine Kartenart.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="608"/>
        <source>Chance of at least k cards</source>
        <translation>Chance auf mindestens k Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="617"/>
        <source>at least %L1 in 1 draw</source>
        <translation>mindestens %L1 bei 1 gezogenen Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="618"/>
        <source>at least %L1 in %L2 draws</source>
        <translation>mindestens %L1 bei %L2 gezogenen Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="620"/>
        <source>%1 — %2; %3.</source>
        <comment>draw odds: chance, cards of the kind, question</comment>
        <translation>%1 – %2; %3.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="636"/>
        <source>At least %L1: %2</source>
        <translation>Mindestens %L1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="640"/>
        <source>Chance of at least k in 1 draw</source>
        <translation>Chance auf mindestens k bei 1 gezogenen Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="641"/>
        <source>Chance of at least k in %L1 draws</source>
        <translation>Chance auf mindestens k bei %L1 gezogenen Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="705"/>
        <source>Cards by type</source>
        <translation>Karten nach Typ</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="706"/>
        <source>Cards by back</source>
        <translation>Karten nach Rückseite</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="707"/>
        <source>Cards by alignment</source>
        <translation>Karten nach Gesinnung</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="708"/>
        <source>Cards by attribute</source>
        <translation>Karten nach Attribut</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="710"/>
        <source>Copies per printed Power, of the Groups and Illuminati (and any other card that prints a Power). * is a Power set by the card&apos;s text.</source>
        <translation>Exemplare je aufgedruckter Macht, bei Gruppen und Illuminati (und jeder anderen Karte mit aufgedruckter Macht). * ist eine Macht, die der Kartentext bestimmt.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="714"/>
        <source>Copies per printed Resistance, of the Groups.</source>
        <translation>Exemplare je aufgedrucktem Widerstand, bei den Gruppen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="725"/>
        <source>The rulebook&apos;s opening hand (rulebook, Setup steps 4 and 6): each player draws %L1 Group cards and %L2 Plot cards.</source>
        <translation>Die Starthand laut Regelheft (Spielvorbereitung, Schritte 4 und 6): Jeder Spieler zieht %L1 Gruppenkarten und %L2 Plotkarten.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="729"/>
        <source>Opening hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="740"/>
        <source>In pile</source>
        <translation>Im Stapel</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="740"/>
        <source>At least 1</source>
        <translation>Mind. 1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="741"/>
        <source>Cards of the type in the pile</source>
        <translation>Karten dieser Art im Stapel</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="743"/>
        <source>The chance of at least one card of the type in the opening hand</source>
        <translation>Die Chance auf mindestens eine Karte dieser Art in der Starthand</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="790"/>
        <source>Draw fro&amp;m:</source>
        <translation>&amp;Vom Stapel:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="797"/>
        <source>Cards d&amp;rawn:</source>
        <translation>&amp;Wie viele gezogen:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="798"/>
        <source>&amp;Wanted, at least:</source>
        <translation>Gesucht, &amp;mindestens:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="762"/>
        <source>Draw odds</source>
        <translation>Ziehchancen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="776"/>
        <source>How many cards you draw from the pile.</source>
        <translation>Wie viele Karten Sie vom Stapel ziehen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="781"/>
        <source>How many cards of the kind you want among them, at least.</source>
        <translation>Wie viele Karten dieser Art Sie mindestens darunter haben möchten.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="793"/>
        <source>&amp;Kind of card:</source>
        <translation>Kartena&amp;rt:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/deckstatswidget.cpp" line="806"/>
        <source>Click a bar to ask for at least that many.</source>
        <translation>Klicken Sie auf einen Balken, um nach mindestens so vielen zu fragen.</translation>
    </message>
</context>
<context>
    <name>inwo::DeckZone</name>
    <message>
        <location filename="../core/decks/deckimport.cpp" line="106"/>
        <source>Lead</source>
        <translation>Startkarten</translation>
    </message>
    <message>
        <location filename="../core/decks/deckimport.cpp" line="108"/>
        <source>Group Deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../core/decks/deckimport.cpp" line="110"/>
        <source>Plot Deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../core/decks/deckimport.cpp" line="112"/>
        <source>Shared Groups</source>
        <translation>Gemeinsame Gruppen</translation>
    </message>
    <message>
        <location filename="../core/decks/deckimport.cpp" line="114"/>
        <source>Shared Plots</source>
        <translation>Gemeinsame Plots</translation>
    </message>
</context>
<context>
    <name>inwo::EnteredAbilitiesDialog</name>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="40"/>
        <source>Card Effects</source>
        <translation>Karteneffekte</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="43"/>
        <source>Effects of cards as you rule them here: the program applies each one everywhere (goals, NWOs, attacks), cited “entered by the referee”, and saves them with the file. An effect given to a card replaces what the program could only name for the referee.</source>
        <translation>Wirkungen von Karten, wie Sie sie hier entscheiden: Das Programm wendet jede überall an (Ziele, NWOs, Angriffe), zitiert als „vom Schiedsrichter eingegeben“, und speichert sie mit der Datei. Eine einer Karte gegebene Wirkung ersetzt, was das Programm nur für den Schiedsrichter nennen konnte.</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="52"/>
        <source>Card effects</source>
        <translation>Karteneffekte</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="53"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="53"/>
        <source>What it does</source>
        <translation>Was sie bewirkt</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="53"/>
        <source>Whom it covers</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="68"/>
        <source>No card effect is entered. Add one with Add (Alt+A).</source>
        <translation>Kein Karteneffekt ist eingegeben. Fügen Sie einen mit Hinzufügen (Alt+H) hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="72"/>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="75"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="78"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="81"/>
        <source>Remove the selected effect (Delete)</source>
        <translation>Die gewählte Wirkung entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="87"/>
        <source>Remove Effect</source>
        <translation>Wirkung entfernen</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="136"/>
        <source>%1
In your words: %2</source>
        <translation>%1
In Ihren Worten: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="172"/>
        <source>Add a Card Effect</source>
        <translation>Karteneffekt hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/common/enteredabilitiesdialog.cpp" line="192"/>
        <source>Edit a Card Effect</source>
        <translation>Karteneffekt bearbeiten</translation>
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
        <location filename="../core/rules/factrender.cpp" line="90"/>
        <location filename="../ui/common/enumnames.cpp" line="13"/>
        <source>Government</source>
        <translation>Regierung</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="91"/>
        <location filename="../ui/common/enumnames.cpp" line="15"/>
        <source>Corporate</source>
        <translation>Wirtschaft</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="92"/>
        <location filename="../ui/common/enumnames.cpp" line="17"/>
        <source>Liberal</source>
        <translation>Liberal</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="93"/>
        <location filename="../ui/common/enumnames.cpp" line="19"/>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="94"/>
        <location filename="../ui/common/enumnames.cpp" line="21"/>
        <source>Peaceful</source>
        <translation>Friedlich</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="95"/>
        <location filename="../ui/common/enumnames.cpp" line="23"/>
        <source>Violent</source>
        <translation>Gewalttätig</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="96"/>
        <location filename="../ui/common/enumnames.cpp" line="25"/>
        <source>Straight</source>
        <translation>Spießig</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="97"/>
        <location filename="../ui/common/enumnames.cpp" line="27"/>
        <source>Weird</source>
        <translation>Verrückt</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="98"/>
        <location filename="../ui/common/enumnames.cpp" line="29"/>
        <source>Criminal</source>
        <translation>Kriminell</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="99"/>
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
        <location filename="../core/rules/factrender.cpp" line="100"/>
        <location filename="../ui/common/enumnames.cpp" line="33"/>
        <location filename="../ui/common/enumnames.cpp" line="50"/>
        <source>Communist</source>
        <translation>Kommunistisch</translation>
    </message>
    <message>
        <location filename="../core/rules/factrender.cpp" line="101"/>
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
        <translation>Keine Aktionsmarker der Illuminati ausgeben</translation>
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
    <name>inwo::FormatWords</name>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="19"/>
        <source>Casual</source>
        <translation>Casual</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="20"/>
        <source>Each player has only one Illuminati group, at the center of his Power Structure</source>
        <translation>Jeder Spieler hat nur eine Illuminati-Gruppe, im Zentrum seiner Machtstruktur</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="24"/>
        <source>Plan 28</source>
        <translation>Plan 28</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="25"/>
        <source>Each Illuminati deck consists of 30 cards</source>
        <translation>Jedes Illuminati-Deck besteht aus 30 Karten</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="26"/>
        <source>One Illuminati</source>
        <translation>Eine Illuminati-Karte</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="27"/>
        <source>Nine Groups (Resources are drawn from the Group deck, so they count here)</source>
        <translation>Neun Gruppen (Ressourcen werden aus dem Gruppendeck gezogen und zählen daher hier mit)</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="29"/>
        <source>20 Plot cards</source>
        <translation>20 Plotkarten</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="30"/>
        <source>no more than two copies of any plot card</source>
        <translation>höchstens zwei Exemplare jeder Plotkarte</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="31"/>
        <source>Restricted (only one copy per deck)</source>
        <translation>Eingeschränkt (nur ein Exemplar je Deck)</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="32"/>
        <source>Ultra Restricted (one one card from this list permitted per deck)</source>
        <translation>Stark eingeschränkt (nur eine Karte dieser Liste je Deck erlaubt)</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="34"/>
        <source>Banned cards: Good Polls, Power Grab</source>
        <translation>Verbotene Karten: Good Polls, Power Grab</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="35"/>
        <source>Most Zaps - because they discourage attacks</source>
        <translation>Die meisten Zaps – weil sie von Angriffen abschrecken</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="36"/>
        <source>Fan-made cards are not INWO cards; a format takes them only when it says so</source>
        <translation>Fan-Karten sind keine INWO-Karten; ein Format lässt sie nur zu, wenn es das ausdrücklich sagt</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="39"/>
        <source>INWO Assistant card sets (resources/cards/README.md)</source>
        <translation>Die Editionen von INWO Assistant (resources/cards/README.md)</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="40"/>
        <source>Plan 28 bans all the cards that are banned by the various variants</source>
        <translation>Plan 28 verbietet alle Karten, die die verschiedenen Varianten verbieten</translation>
    </message>
    <message>
        <location filename="../core/decks/formatwords.cpp" line="69"/>
        <source>%1 (%2)</source>
        <extracomment>%1 is a rule in the format&apos;s words, %2 where the seed says it (&quot;Plan 28, line 177&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>inwo::GameBoardScene</name>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="145"/>
        <location filename="../ui/game/gameboard.cpp" line="339"/>
        <source>Devastated</source>
        <translation>Verwüstet</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="297"/>
        <source>%1 (out of the game)</source>
        <translation>%1 (ausgeschieden)</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="299"/>
        <source>%1 (whose turn it is)</source>
        <translation>%1 (am Zug)</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="314"/>
        <source>The uncontrolled area</source>
        <translation>Der unkontrollierte Bereich</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="326"/>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="328"/>
        <source>card not known</source>
        <translation>Karte unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="330"/>
        <source>Power %1</source>
        <translation>Macht %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="250"/>
        <location filename="../ui/game/gameboard.cpp" line="332"/>
        <source>Power %1 · Resistance %2</source>
        <translation>Macht %1 · Widerstand %2</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="335"/>
        <source>Action tokens: %1 of %2 left (click one to spend it or give it back)</source>
        <translation>Aktionsmarker: %1 von %2 übrig (ein Klick gibt einen aus oder zurück)</translation>
    </message>
    <message>
        <location filename="../ui/game/gameboard.cpp" line="341"/>
        <source>Drag it onto a free arrow to move it there.</source>
        <translation>Auf einen freien Pfeil ziehen, um sie dorthin zu verschieben.</translation>
    </message>
</context>
<context>
    <name>inwo::GameDocument</name>
    <message>
        <location filename="../ui/game/gamedocument.cpp" line="98"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/game/gamedocument.cpp" line="129"/>
        <location filename="../ui/game/gamedocument.cpp" line="229"/>
        <source>No game is open.</source>
        <translation>Kein Spiel ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamedocument.cpp" line="184"/>
        <source>The event could not be taken back: %1</source>
        <translation>Das Ereignis konnte nicht zurückgenommen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamedocument.cpp" line="202"/>
        <source>The event is refused now: %1</source>
        <translation>Das Ereignis wird jetzt abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamedocument.cpp" line="204"/>
        <source>The event could not be played again: %1</source>
        <translation>Das Ereignis konnte nicht erneut gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>inwo::GameLogModel</name>
    <message>
        <location filename="../ui/game/gamelogmodel.cpp" line="16"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/game/gamelogmodel.cpp" line="16"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/game/gamelogmodel.cpp" line="73"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamelogmodel.cpp" line="74"/>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Runde %1: %2 am Zug</translation>
    </message>
    <message>
        <location filename="../ui/game/gamelogmodel.cpp" line="86"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/game/gamelogmodel.cpp" line="90"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>inwo::GamePlayersModel</name>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="10"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="10"/>
        <source>Hidden Plots</source>
        <translation>Verdeckte Plots</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="10"/>
        <source>Exposed Plots</source>
        <translation>Offene Plots</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="11"/>
        <source>Goal cards</source>
        <translation>Zielkarten</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="11"/>
        <source>Groups in hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="11"/>
        <source>Megabucks</source>
        <translation>Megabucks</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="13"/>
        <source>The Plots in the player&apos;s hand that the table has not seen</source>
        <translation>Die Plots auf der Hand des Spielers, die der Tisch nicht gesehen hat</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="16"/>
        <source>The boxed game: the megabucks in the Illuminati&apos;s treasury</source>
        <translation>Klassisches Spiel: die Megabucks in der Kasse der Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="28"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="31"/>
        <source>%1 (out)</source>
        <translation>%1 (ausgeschieden)</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="33"/>
        <source>%1 (turn)</source>
        <translation>%1 (am Zug)</translation>
    </message>
    <message>
        <location filename="../ui/game/gameplayersmodel.cpp" line="37"/>
        <location filename="../ui/game/gameplayersmodel.cpp" line="38"/>
        <location filename="../ui/game/gameplayersmodel.cpp" line="39"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>inwo::GameWidget</name>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="167"/>
        <location filename="../ui/game/gamewidget.cpp" line="1671"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="186"/>
        <source>Arrow %1</source>
        <translation>Pfeil %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="258"/>
        <source>Next &amp;Phase</source>
        <translation>Nächste &amp;Phase</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="259"/>
        <source>The turn moves on to its next phase (Ctrl+Shift+P)</source>
        <translation>Der Zug geht in seine nächste Phase über (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="262"/>
        <source>Next T&amp;urn</source>
        <translation>Nächster Z&amp;ug</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="263"/>
        <source>The next player&apos;s turn begins (Ctrl+Shift+T)</source>
        <translation>Der Zug des nächsten Spielers beginnt (Strg+Umschalt+T)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="269"/>
        <source>&amp;Spend Token</source>
        <translation>Aktions&amp;marker ausgeben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="270"/>
        <source>The selected card spends an Action token on an action (Space)</source>
        <translation>Die gewählte Karte gibt einen Aktionsmarker für eine Aktion aus (Leertaste)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="273"/>
        <source>&amp;Refresh Token</source>
        <translation>Aktionsmarker zu&amp;rück</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="274"/>
        <source>Give the selected card back a token it spent: a referee&apos;s correction (Shift+Space)</source>
        <translation>Der gewählten Karte einen ausgegebenen Aktionsmarker zurückgeben: eine Korrektur des Schiedsrichters (Umschalt+Leertaste)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="277"/>
        <source>Attac&amp;k…</source>
        <translation>Angri&amp;ff…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="278"/>
        <source>Record an attack by or on the selected card, with its dice</source>
        <translation>Einen Angriff der gewählten Karte oder auf sie eintragen, mit seinem Wurf</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="280"/>
        <source>&amp;Move…</source>
        <translation>&amp;Verschieben…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="281"/>
        <source>Move the selected group (with its puppets) to a free arrow</source>
        <translation>Die gewählte Gruppe (mit ihren Puppen) an einen freien Pfeil verschieben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="283"/>
        <source>&amp;Capture…</source>
        <translation>Über&amp;nehmen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="284"/>
        <source>A card&apos;s effect gives a player the selected group</source>
        <translation>Der Effekt einer Karte gibt einem Spieler die gewählte Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="287"/>
        <source>&amp;Destroy…</source>
        <translation>&amp;Zerstören…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="288"/>
        <source>A card&apos;s effect destroys the selected group</source>
        <translation>Der Effekt einer Karte zerstört die gewählte Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="289"/>
        <location filename="../ui/game/gamewidget.cpp" line="1144"/>
        <source>De&amp;vastate</source>
        <translation>Ver&amp;wüsten</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="290"/>
        <source>Put devastation on the selected Place, or remove it</source>
        <translation>Den gewählten Ort verwüsten oder die Verwüstung aufheben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="292"/>
        <location filename="../ui/game/gamewidget.cpp" line="1155"/>
        <source>Dra&amp;w Plot</source>
        <translation>Plot &amp;nachziehen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="293"/>
        <source>The selected player draws a Plot card</source>
        <translation>Der gewählte Spieler zieht eine Plotkarte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="295"/>
        <source>Draw a &amp;Group…</source>
        <translation>&amp;Gruppe ziehen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="296"/>
        <source>The selected player draws a Group card into his hand</source>
        <translation>Der gewählte Spieler zieht eine Gruppenkarte auf die Hand</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="297"/>
        <source>Draw a G&amp;oal Card…</source>
        <translation>&amp;Zielkarte ziehen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="298"/>
        <source>The selected player draws a Goal card</source>
        <translation>Der gewählte Spieler zieht eine Zielkarte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="300"/>
        <source>&amp;Expose a Plot…</source>
        <translation>Plot &amp;aufdecken…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="301"/>
        <source>The selected player shows one of his hidden Plots</source>
        <translation>Der gewählte Spieler deckt einen seiner verdeckten Plots auf</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="302"/>
        <source>D&amp;iscard or Give…</source>
        <translation>Ab&amp;werfen oder abgeben…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="303"/>
        <source>A Plot, Goal card or Group card leaves the selected player&apos;s hand</source>
        <translation>Ein Plot, eine Zielkarte oder eine Gruppenkarte verlässt die Hand des gewählten Spielers</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="306"/>
        <source>&amp;Claim Victory</source>
        <translation>&amp;Sieg beanspruchen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="307"/>
        <source>The selected player claims victory; the game judges it on the goals</source>
        <translation>Der gewählte Spieler beansprucht den Sieg; das Spiel prüft ihn an den Zielen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="311"/>
        <source>E&amp;liminate…</source>
        <translation>Scheidet a&amp;us…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="312"/>
        <source>The selected player is out of the game</source>
        <translation>Der gewählte Spieler scheidet aus dem Spiel aus</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="339"/>
        <source>&amp;Resume</source>
        <translation>Fo&amp;rtsetzen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="340"/>
        <source>Open the game where it was left</source>
        <translation>Das Spiel dort öffnen, wo es verlassen wurde</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="344"/>
        <source>Resume a Game</source>
        <translation>Ein Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="351"/>
        <source>&lt;p&gt;&lt;b&gt;No game is open.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A game follows a real table turn by turn: every draw, token, attack and phase is an event, checked by the rules and saved at once, so nothing is lost and any event can be undone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kein Spiel ist geöffnet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein Spiel folgt einem echten Tisch Zug um Zug: Jedes Ziehen, jeder Aktionsmarker, jeder Angriff und jede Phase ist ein Ereignis, von den Regeln geprüft und sofort gespeichert; so geht nichts verloren, und jedes Ereignis lässt sich rückgängig machen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="358"/>
        <source>Start a &amp;New Game…</source>
        <translation>&amp;Neues Spiel beginnen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="359"/>
        <source>From the Table tab&apos;s table or a position file (Ctrl+N)</source>
        <translation>Vom Tisch des Reiters Spieltisch oder aus einer Positionsdatei (Strg+N)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="360"/>
        <source>&amp;Open a Saved Game…</source>
        <translation>Gespeichertes Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="361"/>
        <source>One of the games in your database (Ctrl+O)</source>
        <translation>Eines der Spiele in Ihrer Datenbank (Strg+O)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="392"/>
        <source>L&amp;og</source>
        <translation>Pr&amp;otokoll</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="393"/>
        <source>&amp;Goals</source>
        <translation>Zie&amp;le</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="394"/>
        <source>What ca&amp;n I attack</source>
        <translation>&amp;Was kann ich angreifen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="515"/>
        <location filename="../ui/game/gamewidget.cpp" line="1398"/>
        <location filename="../ui/game/gamewidget.cpp" line="1420"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="527"/>
        <source>Tree v&amp;iew</source>
        <translation>Baumansi&amp;cht</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="529"/>
        <source>The Power Structures as a tree with every number, instead of cards</source>
        <translation>Die Machtstrukturen als Baum mit allen Zahlen statt als Karten</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="542"/>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="543"/>
        <source>Every action on the selected card (also on the context menu key)</source>
        <translation>Alle Aktionen mit der gewählten Karte (auch über die Kontextmenütaste)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="573"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="600"/>
        <source>Pla&amp;yer</source>
        <translation>Sp&amp;ieler</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="601"/>
        <source>Draws, discards, Plots shown, victory and elimination of the selected player</source>
        <translation>Ziehen, Abwerfen, aufgedeckte Plots, Sieg und Ausscheiden des gewählten Spielers</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="626"/>
        <source>Events of the game</source>
        <translation>Ereignisse der Partie</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="652"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="653"/>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Das letzte Ereignis zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="654"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="655"/>
        <source>Play the event taken back again (Ctrl+Shift+Z)</source>
        <translation>Das zurückgenommene Ereignis erneut spielen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="665"/>
        <source>Referee</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="666"/>
        <source>Correct the table by hand on the Table tab</source>
        <translation>Den Tisch von Hand im Reiter Spieltisch berichtigen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="669"/>
        <source>&amp;Edit the Table on the Table Tab</source>
        <translation>Tisch im Reiter Spieltisch &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="672"/>
        <source>Put the game&apos;s table on the Table tab, to correct it there</source>
        <translation>Den Tisch des Spiels in den Reiter Spieltisch legen, um ihn dort zu berichtigen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="673"/>
        <source>&amp;Correct from the Table Tab…</source>
        <translation>Aus dem Reiter Spieltisch be&amp;richtigen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="676"/>
        <source>The table becomes the Table tab&apos;s, as a referee&apos;s correction</source>
        <translation>Der Tisch wird der des Reiters Spieltisch, als Berichtigung des Schiedsrichters</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="678"/>
        <source>Apply Timeline…</source>
        <translation>Zeitleiste anwenden…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="679"/>
        <source>Play the Timeline tab&apos;s plays on the game, one event each, up to the first the rules refuse</source>
        <translation>Die Spielzüge des Reiters Zeitleiste im Spiel spielen, jeden als Ereignis, bis zum ersten, den die Regeln ablehnen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="726"/>
        <source>The player whose attacks are listed</source>
        <translation>Der Spieler, dessen Angriffe aufgeführt sind</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="733"/>
        <source>Show refused</source>
        <translation>Abgelehnte zeigen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="787"/>
        <source>Record This Attack…</source>
        <translation>Diesen Angriff eintragen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="795"/>
        <source>Open in the Adjudicator</source>
        <translation>Im Schiedsrichter öffnen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="804"/>
        <source>Record…</source>
        <translation>Eintragen…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="805"/>
        <source>Record the selected attack with its dice (Enter)</source>
        <translation>Den gewählten Angriff mit seinem Wurf eintragen (Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="807"/>
        <source>Adjudicator</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="809"/>
        <source>Open the selected attack in the adjudicator, filled from the table (Ctrl+Enter)</source>
        <translation>Den gewählten Angriff im Schiedsrichter öffnen, vom Tisch ausgefüllt (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="882"/>
        <source>A game needs a table with at least one player.</source>
        <translation>Ein Spiel braucht einen Tisch mit mindestens einem Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="908"/>
        <source>An unfinished game is waiting: %1</source>
        <translation>Ein unfertiges Spiel wartet: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="919"/>
        <location filename="../ui/game/gamewidget.cpp" line="940"/>
        <location filename="../ui/game/gamewidget.cpp" line="951"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="922"/>
        <source>Game of %1</source>
        <translation>Spiel vom %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="929"/>
        <source>The table on the Table tab</source>
        <translation>Dem Tisch im Reiter Spieltisch</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="930"/>
        <source>A position file…</source>
        <translation>Einer Positionsdatei…</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="932"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="933"/>
        <source>Start &amp;from:</source>
        <translation>Beginnen &amp;mit:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="934"/>
        <source>&amp;Start</source>
        <translation>&amp;Beginnen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="937"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="946"/>
        <source>New Game from a Position File</source>
        <translation>Neues Spiel aus einer Positionsdatei</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="946"/>
        <source>Positions (*.json);;All files (*)</source>
        <translation>Positionen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="961"/>
        <source>Open a Game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1059"/>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1060"/>
        <source>Round %1 · %2&apos;s turn · %3</source>
        <translation>Runde %1 · %2 am Zug · %3</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1064"/>
        <source>Won by %1</source>
        <translation>Gewonnen von %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1064"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1079"/>
        <source>Attacks of %1</source>
        <translation>Angriffe von %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1109"/>
        <source>%1 legal, %2 refused; Enter records one.</source>
        <translation>%1 zulässig, %2 abgelehnt; Eingabe trägt einen ein.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1115"/>
        <source>An attack now</source>
        <translation>Ein Angriff jetzt</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1117"/>
        <source>%1 (%2). %3</source>
        <translation>%1 (%2). %3</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1143"/>
        <source>Relie&amp;ve</source>
        <translation>Ver&amp;wüstung aufheben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1155"/>
        <source>Dra&amp;w Plot (%1)</source>
        <translation>Plot &amp;nachziehen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1242"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1243"/>
        <source>Refused (%1): %2</source>
        <translation>Abgelehnt (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1246"/>
        <location filename="../ui/game/gamewidget.cpp" line="1268"/>
        <source>Not recorded: %1</source>
        <translation>Nicht eingetragen: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1280"/>
        <source>The turn is at its last phase: Next Turn begins the next one.</source>
        <translation>Der Zug ist in seiner letzten Phase: „Nächster Zug“ beginnt den nächsten.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1283"/>
        <source>Next phase: %1</source>
        <translation>Nächste Phase: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1292"/>
        <source>Next turn: %1</source>
        <translation>Nächster Zug: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1307"/>
        <source>%1 spends a token</source>
        <translation>%1 gibt einen Aktionsmarker aus</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1316"/>
        <source>%1 gets a spent Action token back</source>
        <translation>%1 erhält einen ausgegebenen Aktionsmarker zurück</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1318"/>
        <source>%1 has spent no Action token.</source>
        <translation>%1 hat keinen Aktionsmarker ausgegeben.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1321"/>
        <source>%1 gets a token back</source>
        <translation>%1 erhält einen Aktionsmarker zurück</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1387"/>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1410"/>
        <location filename="../ui/game/gamewidget.cpp" line="1446"/>
        <source>&amp;Under:</source>
        <translation>&amp;Unter:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1411"/>
        <location filename="../ui/game/gamewidget.cpp" line="1447"/>
        <source>On &amp;arrow:</source>
        <translation>Auf &amp;Pfeil:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1412"/>
        <source>&amp;Move</source>
        <translation>&amp;Verschieben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1415"/>
        <location filename="../ui/game/gamewidget.cpp" line="1451"/>
        <source>%1 has no free arrow.</source>
        <translation>%1 hat keinen freien Pfeil.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1430"/>
        <location filename="../ui/game/gamewidget.cpp" line="1457"/>
        <source>Capture %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1445"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1448"/>
        <source>&amp;Capture</source>
        <translation>Über&amp;nehmen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1467"/>
        <location filename="../ui/game/gamewidget.cpp" line="1475"/>
        <source>Destroy %1</source>
        <translation>%1 zerstören</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1469"/>
        <source>The player whose card destroys it: it goes to his destroyed pile</source>
        <translation>Der Spieler, dessen Karte sie zerstört: Sie kommt zu seinen zerstörten Karten</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1471"/>
        <source>Destroyed &amp;by:</source>
        <translation>Zerstört &amp;von:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1472"/>
        <source>&amp;Destroy</source>
        <translation>&amp;Zerstören</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1486"/>
        <source>Devastate %1</source>
        <translation>%1 verwüsten</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1486"/>
        <source>Relieve %1</source>
        <translation>Verwüstung von %1 aufheben</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1503"/>
        <source>%1 draws a Plot</source>
        <translation>%1 zieht einen Plot</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1513"/>
        <source>%1 Draws a Group</source>
        <translation>%1 zieht eine Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1514"/>
        <source>The Group card&apos;s name</source>
        <translation>Der Name der Gruppenkarte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1518"/>
        <location filename="../ui/game/gamewidget.cpp" line="1548"/>
        <location filename="../ui/game/gamewidget.cpp" line="1573"/>
        <location filename="../ui/game/gamewidget.cpp" line="1613"/>
        <source>&amp;Card:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1519"/>
        <location filename="../ui/game/gamewidget.cpp" line="1550"/>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1526"/>
        <location filename="../ui/game/gamewidget.cpp" line="1558"/>
        <source>%1 draws %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1537"/>
        <source>%1 Draws a Goal Card</source>
        <translation>%1 zieht eine Zielkarte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1538"/>
        <source>The Goal card&apos;s name</source>
        <translation>Der Name der Zielkarte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1542"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1546"/>
        <source>A player holds one Goal card (R124): the one he discards for it</source>
        <translation>Ein Spieler hält eine Zielkarte (R124): die, die er dafür abwirft</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1549"/>
        <source>D&amp;iscards:</source>
        <translation>Wirft &amp;ab:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1568"/>
        <source>%1 Shows a Plot</source>
        <translation>%1 deckt einen Plot auf</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1569"/>
        <source>The Plot card&apos;s name</source>
        <translation>Der Name der Plotkarte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1574"/>
        <source>&amp;Expose</source>
        <translation>&amp;Aufdecken</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1579"/>
        <source>%1 shows %2</source>
        <translation>%1 deckt %2 auf</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1589"/>
        <source>A Card Leaves %1&apos;s Hand</source>
        <translation>Eine Karte verlässt die Hand von %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1597"/>
        <source>A hidden Plot</source>
        <translation>Ein verdeckter Plot</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1599"/>
        <source>Exposed Plot: %1</source>
        <translation>Offener Plot: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1601"/>
        <source>Goal card: %1</source>
        <translation>Zielkarte: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1603"/>
        <source>Group card: %1</source>
        <translation>Gruppenkarte: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1607"/>
        <source>the discard pile</source>
        <translation>der Ablagestapel</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1610"/>
        <source>%1 (given)</source>
        <translation>%1 (abgegeben)</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1614"/>
        <source>&amp;Goes to:</source>
        <translation>&amp;Geht an:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1628"/>
        <source>%1 discards</source>
        <translation>%1 wirft ab</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1629"/>
        <source>%1 gives a card to %2</source>
        <translation>%1 gibt %2 eine Karte</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1637"/>
        <source>%1 claims victory</source>
        <translation>%1 beansprucht den Sieg</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1647"/>
        <source>Eliminate %1</source>
        <translation>%1 scheidet aus</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1649"/>
        <source>The player who took or destroyed his last group, or he himself when he leaves</source>
        <translation>Der Spieler, der seine letzte Gruppe übernommen oder zerstört hat, oder er selbst, wenn er geht</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1652"/>
        <source>&amp;Eliminated by:</source>
        <translation>&amp;Ausgeschieden durch:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1653"/>
        <source>E&amp;liminate</source>
        <translation>Aus&amp;scheiden</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1656"/>
        <source>%1 is out of the game</source>
        <translation>%1 ist aus dem Spiel ausgeschieden</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1662"/>
        <source>Open or start a game first.</source>
        <translation>Zuerst ein Spiel öffnen oder beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1672"/>
        <source>%1 of %2 plays applied; play %3 (%4) stopped it: %5</source>
        <translation>%1 von %2 Spielzügen angewandt; Spielzug %3 (%4) hielt es an: %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/game/gamewidget.cpp" line="1682"/>
        <source>%n play(s) of the timeline applied to the game.</source>
        <translation>
            <numerusform>%n Spielzug der Zeitleiste im Spiel angewandt.</numerusform>
            <numerusform>%n Spielzüge der Zeitleiste im Spiel angewandt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1690"/>
        <source>The Timeline tab has no plays to apply.</source>
        <translation>Der Reiter Zeitleiste hat keine Spielzüge zum Anwenden.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1694"/>
        <source>Apply Timeline</source>
        <translation>Zeitleiste anwenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/game/gamewidget.cpp" line="1695"/>
        <source>The timeline starts from another table than the game&apos;s. Play its %n play(s) on the game&apos;s table as it stands?</source>
        <translation>
            <numerusform>Die Zeitleiste beginnt mit einem anderen Tisch als das Spiel. Ihren %n Spielzug auf dem Tisch des Spiels spielen, wie er jetzt steht?</numerusform>
            <numerusform>Die Zeitleiste beginnt mit einem anderen Tisch als das Spiel. Ihre %n Spielzüge auf dem Tisch des Spiels spielen, wie er jetzt steht?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1715"/>
        <source>The Table tab has no table: Edit the Table on the Table Tab first.</source>
        <translation>Der Reiter Spieltisch hat keinen Tisch: Zuerst „Tisch im Reiter Spieltisch bearbeiten“.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1719"/>
        <source>The Table tab&apos;s table is the game&apos;s: there is nothing to correct.</source>
        <translation>Der Tisch des Reiters Spieltisch ist der des Spiels: Es gibt nichts zu berichtigen.</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1723"/>
        <source>Referee&apos;s Correction</source>
        <translation>Berichtigung des Schiedsrichters</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1726"/>
        <source>What is corrected, and why</source>
        <translation>Was berichtigt wird, und warum</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1728"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1729"/>
        <source>&amp;Correct</source>
        <translation>Be&amp;richtigen</translation>
    </message>
    <message>
        <location filename="../ui/game/gamewidget.cpp" line="1739"/>
        <source>Correction: %1</source>
        <translation>Berichtigung: %1</translation>
    </message>
</context>
<context>
    <name>inwo::GroupEditor</name>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="93"/>
        <source>a card&apos;s name, or any name</source>
        <translation>Name einer Karte oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="102"/>
        <source>Printed Power</source>
        <translation>Aufgedruckte Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="103"/>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="458"/>
        <source>Printed Global Power; the attack cuts it down when Power falls below it</source>
        <translation>Aufgedruckte Globale Macht; der Angriff senkt sie, wenn die Macht darunter fällt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="105"/>
        <source>Printed Resistance</source>
        <translation>Aufgedruckter Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="112"/>
        <source>&amp;Power</source>
        <translation>&amp;Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="114"/>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="456"/>
        <source>&amp;Global</source>
        <translation>G&amp;lobal</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="116"/>
        <source>&amp;Resistance</source>
        <translation>&amp;Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="134"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="136"/>
        <source>An Illuminati card: no alignments; it may defend any group</source>
        <translation>Eine Illuminati-Karte: keine Gesinnungen; sie darf jede Gruppe verteidigen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="137"/>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="139"/>
        <source>Devastated</source>
        <translation>Verwüstet</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="141"/>
        <source>Power halved (round down) against attacks to destroy</source>
        <translation>Macht halbiert (abgerundet) gegen Angriffe zur Zerstörung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="152"/>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="484"/>
        <source>Changes to its Power or Resistance: set, multiply, add</source>
        <translation>Änderungen ihrer Macht oder ihres Widerstands: setzen, multiplizieren, addieren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="164"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="166"/>
        <source>&amp;Alignments:</source>
        <translation>Ges&amp;innungen:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="167"/>
        <source>A&amp;ttributes:</source>
        <translation>A&amp;ttribute:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="169"/>
        <source>&amp;Modifiers:</source>
        <translation>Modi&amp;fikatoren:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="180"/>
        <source>none spent</source>
        <translation>keine ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="181"/>
        <source>Action tokens the target spends defending itself: each counts its Power twice</source>
        <translation>Aktionsmarker, die das Ziel zur eigenen Verteidigung ausgibt: Mit jedem zählt seine Macht doppelt</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="183"/>
        <source>Own t&amp;okens:</source>
        <translation>Eigene Akti&amp;onsmarker:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="186"/>
        <source>T&amp;okens spent:</source>
        <translation>Ausgegebene Mar&amp;ker:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="193"/>
        <source>attacker</source>
        <translation>attacker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="193"/>
        <source>defender</source>
        <translation>defender</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="194"/>
        <source>&quot;attacker&quot;, &quot;defender&quot;, or a third player&apos;s name</source>
        <translation>„attacker“ (Angreifer), „defender“ (Verteidiger) oder der Name eines dritten Spielers</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="196"/>
        <source>P&amp;layer:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="205"/>
        <source>&amp;Relation:</source>
        <translation>&amp;Beziehung:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="216"/>
        <source>How near the target is to its Illuminati</source>
        <translation>Wie nah das Ziel an seinen Illuminati ist</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="227"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="229"/>
        <source>The group controlling the target: each alignment they share gives +4 Resistance against control</source>
        <translation>Die Gruppe, die das Ziel kontrolliert: Jede gemeinsame Gesinnung gibt +4 Widerstand gegen Kontrolle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="236"/>
        <source>The master&apos;s alignments</source>
        <translation>Gesinnungen des Meisters</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="243"/>
        <source>Ma&amp;ster:</source>
        <translation>Meiste&amp;r:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="245"/>
        <source>Pos&amp;ition:</source>
        <translation>&amp;Position:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="246"/>
        <source>Held b&amp;y:</source>
        <translation>Im Besit&amp;z von:</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="456"/>
        <source>&amp;Transferable</source>
        <translation>&amp;Übertragbar</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="457"/>
        <source>Transferable Power: what it may lend to an attack</source>
        <translation>Übertragbare Macht: was sie zu einem Angriff beisteuern darf</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="479"/>
        <source>None…</source>
        <translation>Keine…</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="493"/>
        <source> token spent</source>
        <translation> Aktionsmarker ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="493"/>
        <source> tokens spent</source>
        <translation> Aktionsmarker ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="495"/>
        <source> token</source>
        <translation> Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/groupeditor.cpp" line="495"/>
        <source> tokens</source>
        <translation> Aktionsmarker</translation>
    </message>
</context>
<context>
    <name>inwo::HelpViewer</name>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="195"/>
        <source>INWO Assistant Help</source>
        <translation>INWO Assistant – Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="205"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="210"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="213"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="218"/>
        <source>Search the help (Ctrl+F)</source>
        <translation>Hilfe durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="219"/>
        <source>Every page holding all the words; Enter searches</source>
        <translation>Jede Seite, die alle Wörter enthält; die Eingabetaste sucht</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="230"/>
        <source>Search the Help</source>
        <translation>Hilfe durchsuchen</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="238"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="309"/>
        <source>en</source>
        <extracomment>The language of the help pages: the name of their folder under resources/help, &quot;de&quot; for the German pages. Write the folder&apos;s name only, never a sentence.</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="322"/>
        <source>The help page %1 is missing from this build of INWO Assistant.</source>
        <translation>Die Hilfeseite %1 fehlt in dieser Version von INWO Assistant.</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="353"/>
        <source>No page holds all these words.</source>
        <translation>Keine Seite enthält alle diese Wörter.</translation>
    </message>
    <message>
        <location filename="../ui/common/helpviewer.cpp" line="355"/>
        <source>Pages found: %L1</source>
        <translation>Gefundene Seiten: %L1</translation>
    </message>
</context>
<context>
    <name>inwo::ImportedCardText</name>
    <message>
        <location filename="../ui/common/importedcardtext.cpp" line="27"/>
        <source>%1
Errata: %2</source>
        <translation>%1
Errata: %2</translation>
    </message>
    <message>
        <location filename="../ui/common/importedcardtext.cpp" line="52"/>
        <source>Card text of %1 (your import):
%2</source>
        <translation>Kartentext von %1 (Ihr Import):
%2</translation>
    </message>
</context>
<context>
    <name>inwo::LackeyDeckFormat</name>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="97"/>
        <source>elements nested more than %1 deep; a deck file nests 4</source>
        <translation>Elemente mehr als %1 Ebenen tief verschachtelt; eine Deckdatei hat 4</translation>
    </message>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="174"/>
        <source>near miss of %1 (%2%)</source>
        <translation>knapp daneben: %1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="184"/>
        <source>could be any of: %1</source>
        <translation>könnte jede dieser Karten sein: %1</translation>
    </message>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="191"/>
        <source>no card is named &quot;%1&quot;</source>
        <translation>keine Karte heißt „%1“</translation>
    </message>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="296"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="301"/>
        <source>not a LackeyCCG deck: the first element is &lt;%1&gt;, not &lt;deck&gt;</source>
        <translation>kein LackeyCCG-Deck: das erste Element ist &lt;%1&gt;, nicht &lt;deck&gt;</translation>
    </message>
    <message>
        <location filename="../core/decks/lackeydeckformat.cpp" line="332"/>
        <source>superzone &quot;%1&quot; is not an INWO one; the zone follows the card</source>
        <translation>Superzone „%1“ gehört nicht zu INWO; der Bereich richtet sich nach der Karte</translation>
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
    <name>inwo::LeaveOutLineCommand</name>
    <message>
        <location filename="../ui/deckeditor/deckcommands.cpp" line="90"/>
        <source>Leave Out Line %1</source>
        <translation>Zeile %1 weglassen</translation>
    </message>
</context>
<context>
    <name>inwo::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="104"/>
        <location filename="../ui/mainwindow.cpp" line="613"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="105"/>
        <location filename="../ui/mainwindow.cpp" line="619"/>
        <source>&amp;Deck Editor</source>
        <translation>Deck-&amp;Editor</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="106"/>
        <location filename="../ui/mainwindow.cpp" line="625"/>
        <source>&amp;Adjudicator</source>
        <translation>&amp;Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="107"/>
        <source>Ta&amp;ble</source>
        <translation>Spiel&amp;tisch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="637"/>
        <source>Time&amp;line</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="114"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="111"/>
        <source>Timeline</source>
        <comment>the tab</comment>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>Open a Worked Scenario</source>
        <translation>Ein Beispielszenario öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="333"/>
        <source>The worked scenario is open as a new, unsaved %1.</source>
        <translation>Das Beispielszenario ist als neues, ungespeichertes Dokument geöffnet (%1).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>The attack from the game is in the adjudicator.</source>
        <translation>Der Angriff aus dem Spiel ist im Schiedsrichter.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="350"/>
        <source>Open a Game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="363"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="369"/>
        <source>No game yet</source>
        <translation>Noch kein Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="369"/>
        <source>The games cannot be read: %1</source>
        <translation>Die Spiele können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="382"/>
        <source>Resume the game “%1”</source>
        <translation>Das Spiel „%1“ fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="386"/>
        <source>An unfinished game is waiting: %1</source>
        <translation>Ein unfertiges Spiel wartet: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="398"/>
        <source>The attack from the timeline is in the adjudicator.</source>
        <translation>Der Angriff aus der Zeitleiste ist jetzt im Schiedsrichter.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="405"/>
        <source>The attack from the table is in the adjudicator.</source>
        <translation>Der Angriff vom Spieltisch ist jetzt im Schiedsrichter.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="410"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="411"/>
        <source>&amp;New Deck</source>
        <translation>&amp;Neues Deck</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="417"/>
        <source>Start an empty deck in the deck editor</source>
        <translation>Ein leeres Deck im Deck-Editor beginnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="418"/>
        <source>&amp;Open Deck…</source>
        <translation>Deck &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="424"/>
        <source>Open one of the decks saved in your database</source>
        <translation>Eines der in Ihrer Datenbank gespeicherten Decks öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="426"/>
        <source>&amp;Save Deck</source>
        <translation>Deck &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="429"/>
        <source>Save the deck in your database</source>
        <translation>Das Deck in Ihrer Datenbank speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="431"/>
        <source>&amp;Import Deck File…</source>
        <translation>Deck-Datei &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="437"/>
        <source>Read a LackeyCCG .dek file or a text deck list</source>
        <translation>Eine LackeyCCG-.dek-Datei oder eine Deckliste als Text einlesen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="439"/>
        <source>&amp;Export Deck…</source>
        <translation>Deck &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="444"/>
        <source>Write the deck as a .dek file, a text list, a CSV table or a PDF registration sheet</source>
        <translation>Das Deck als .dek-Datei, Textliste, CSV-Tabelle oder PDF-Registrierungsbogen speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="460"/>
        <source>New &amp;Table</source>
        <translation>Neuer Spiel&amp;tisch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="461"/>
        <source>Start an empty table on the Table tab</source>
        <translation>Einen leeren Spieltisch im Reiter „Spieltisch“ beginnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="463"/>
        <source>Open Ta&amp;ble…</source>
        <translation>Spieltisch ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="464"/>
        <source>Open a position file</source>
        <translation>Eine Spielstanddatei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="465"/>
        <source>Save T&amp;able</source>
        <translation>Spieltisch speic&amp;hern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="466"/>
        <source>Save the table as a position file</source>
        <translation>Den Spieltisch als Spielstanddatei speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="468"/>
        <source>Sa&amp;ve Table As…</source>
        <translation>Spieltisch speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="469"/>
        <source>Save the table as another position file</source>
        <translation>Den Spieltisch als andere Spielstanddatei speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="483"/>
        <source>Ne&amp;w Timeline…</source>
        <translation>Neue Zeitleiste &amp;anlegen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="484"/>
        <source>Start a timeline from the Table tab&apos;s position or a position file</source>
        <translation>Eine Zeitleiste aus dem Spielstand im Reiter „Spieltisch“ oder aus einer Spielstanddatei beginnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="485"/>
        <source>O&amp;pen Timeline…</source>
        <translation>&amp;Zeitleiste öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="486"/>
        <source>Open a timeline file</source>
        <translation>Eine Zeitleistendatei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="488"/>
        <source>Save Ti&amp;meline</source>
        <translation>Zeitleiste s&amp;peichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="489"/>
        <source>Save the timeline as a timeline file</source>
        <translation>Die Zeitleiste als Zeitleistendatei speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="491"/>
        <source>Save Timeline As…</source>
        <translation>Zeitleiste speichern unter…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="492"/>
        <source>Save the timeline as another file</source>
        <translation>Die Zeitleiste als andere Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="507"/>
        <source>New &amp;Game…</source>
        <translation>Neues Spiel be&amp;ginnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="508"/>
        <source>Start a live game from the Table tab&apos;s position or a position file</source>
        <translation>Ein Spiel mit dem Tisch des Reiters Spieltisch oder einer Positionsdatei beginnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="510"/>
        <source>Open Save&amp;d Game…</source>
        <translation>Gespei&amp;chertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="511"/>
        <source>Open one of the games in your database</source>
        <translation>Eines der Spiele in Ihrer Datenbank öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="512"/>
        <source>&amp;Recent Games</source>
        <translation>&amp;Jüngste Spiele</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="516"/>
        <source>Appl&amp;y Timeline to Game</source>
        <translation>Zeitleiste auf das Spiel an&amp;wenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="518"/>
        <source>Play the Timeline tab&apos;s plays on the game, up to the first one refused</source>
        <translation>Die Spielzüge des Reiters Zeitleiste im Spiel spielen, bis zum ersten abgelehnten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="521"/>
        <source>Import &amp;LackeyCCG Folder…</source>
        <translation>&amp;LackeyCCG-Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="524"/>
        <source>Import card text, errata and images from your own LackeyCCG INWO plugin folder</source>
        <translation>Kartentexte, Errata und Bilder aus Ihrem eigenen LackeyCCG-INWO-Plugin-Ordner importieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="526"/>
        <source>Import R&amp;ules Text…</source>
        <translation>&amp;Regeltext importieren…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="531"/>
        <source>Import your own copy of a rules text, to read each rule&apos;s passage in the Rules tab</source>
        <translation>Ihre eigene Kopie eines Regeltexts importieren, um die Textstelle jeder Regel im Reiter Regeln zu lesen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="534"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="539"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="540"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="543"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="568"/>
        <source>&amp;Paste Deck List</source>
        <translation>Deckliste ein&amp;fügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="573"/>
        <source>Import the deck list on the clipboard: a forum post, a .dek file&apos;s text or a table</source>
        <translation>Die Deckliste aus der Zwischenablage importieren: einen Forumsbeitrag, den Text einer .dek-Datei oder eine Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="580"/>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="584"/>
        <source>Move to the card search field</source>
        <translation>Zum Suchfeld für Karten wechseln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="586"/>
        <source>Card &amp;Abilities to Confirm…</source>
        <translation>&amp;Kartenfähigkeiten bestätigen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="590"/>
        <source>Confirm abilities read from printed card text, so that every tab applies them</source>
        <translation>Aus aufgedrucktem Kartentext gelesene Fähigkeiten bestätigen, damit jeder Reiter sie anwendet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="592"/>
        <source>A&amp;ttack</source>
        <translation>An&amp;griff</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="603"/>
        <source>&amp;New Attack Scenario</source>
        <translation>&amp;Neues Angriffsszenario</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="605"/>
        <source>&amp;Open Attack Scenario…</source>
        <translation>Angriffsszenario &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="607"/>
        <source>&amp;Save Attack Scenario</source>
        <translation>Angriffsszenario &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="609"/>
        <source>Save Attack Scenario &amp;As…</source>
        <translation>Angriffsszenario speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="612"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="631"/>
        <source>&amp;Table</source>
        <translation>Spiel&amp;tisch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="643"/>
        <source>&amp;Game</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="649"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="657"/>
        <source>&amp;Sort Cards By</source>
        <translation>Karten sortieren &amp;nach</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="661"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="664"/>
        <source>Help on &amp;This Tab</source>
        <translation>Hilfe zu &amp;diesem Reiter</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="671"/>
        <source>The help for the tab and the field you are in</source>
        <translation>Die Hilfe zu dem Reiter und dem Feld, in dem Sie gerade sind</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="673"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="676"/>
        <source>&amp;Search Syntax</source>
        <translation>&amp;Suchsyntax</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="678"/>
        <source>How to write card search queries</source>
        <translation>Wie man Suchanfragen für Karten schreibt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="681"/>
        <source>&amp;About INWO Assistant</source>
        <translation>&amp;Über INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="684"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="793"/>
        <location filename="../ui/mainwindow.cpp" line="798"/>
        <location filename="../ui/mainwindow.cpp" line="805"/>
        <location filename="../ui/mainwindow.cpp" line="812"/>
        <source>%1[*] — INWO Assistant</source>
        <translation>%1[*] – INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="806"/>
        <location filename="../ui/mainwindow.cpp" line="814"/>
        <source>INWO Assistant[*]</source>
        <translation>INWO Assistant[*]</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="860"/>
        <source>Choose Your LackeyCCG INWO Plugin Folder</source>
        <translation>Ihren LackeyCCG-INWO-Plugin-Ordner wählen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="942"/>
        <source>About INWO Assistant</source>
        <translation>Über INWO Assistant</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="943"/>
        <source>&lt;h3&gt;INWO Assistant %4&lt;/h3&gt;&lt;p&gt;A desktop companion for players of the card game &lt;i&gt;Illuminati: New World Order&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Card database: %1&lt;br&gt;Cards: %L2&lt;/p&gt;&lt;p&gt;INWO Assistant is a fan project, not affiliated with Steve Jackson Games. Card texts and images are never bundled; you can import them from your own LackeyCCG plugin folder.&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;INWO Assistant %4&lt;/h3&gt;&lt;p&gt;Ein Begleiter am Computer für Spieler des Kartenspiels &lt;i&gt;Illuminati: New World Order&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Kartendatenbank: %1&lt;br&gt;Karten: %L2&lt;/p&gt;&lt;p&gt;INWO Assistant ist ein Fanprojekt und steht in keiner Verbindung zu Steve Jackson Games. Kartentexte und -bilder werden nie mitgeliefert; Sie können sie aus Ihrem eigenen LackeyCCG-Plugin-Ordner importieren.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3.&lt;/p&gt;</translation>
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
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="68"/>
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
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="70"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="70"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="70"/>
        <source>Of</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="70"/>
        <source>In</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="70"/>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="70"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="81"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="83"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="111"/>
        <source>Set to</source>
        <translation>Setzen auf</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="112"/>
        <source>Multiply by</source>
        <translation>Multiplizieren mit</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="113"/>
        <source>Add</source>
        <translation>Addieren</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="129"/>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="205"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="130"/>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="205"/>
        <source>Resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="134"/>
        <source>any use</source>
        <translation>jeden Einsatz</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="135"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="136"/>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="142"/>
        <source>card or ability</source>
        <translation>Karte oder Fähigkeit</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="208"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="210"/>
        <source>%1, in attack only</source>
        <translation>%1, nur im Angriff</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="212"/>
        <source>%1, in defence only</source>
        <translation>%1, nur in der Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="213"/>
        <source>%1, permanent</source>
        <translation>%1, dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/modifiersdialog.cpp" line="213"/>
        <source>%1, for this attack</source>
        <translation>%1, für diesen Angriff</translation>
    </message>
</context>
<context>
    <name>inwo::MoveCardCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="222"/>
        <source>Move %1 to the Uncontrolled Area</source>
        <translation>%1 in den unkontrollierten Bereich verschieben</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="223"/>
        <source>Move %1 under %2</source>
        <translation>%1 unter %2 verschieben</translation>
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
    <name>inwo::MovePlayCommand</name>
    <message>
        <location filename="../ui/timeline/timelinecommands.cpp" line="47"/>
        <source>Move Play %1 Up</source>
        <translation>Spielzug %1 nach oben verschieben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinecommands.cpp" line="48"/>
        <source>Move Play %1 Down</source>
        <translation>Spielzug %1 nach unten verschieben</translation>
    </message>
</context>
<context>
    <name>inwo::OpenDeckDialog</name>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="29"/>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="65"/>
        <source>Open Deck</source>
        <translation>Deck öffnen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="33"/>
        <source>Saved decks</source>
        <translation>Gespeicherte Decks</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="35"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="35"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="35"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="35"/>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="44"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="66"/>
        <source>The decks could not be listed:
%1</source>
        <translation>Die Decks konnten nicht aufgelistet werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="70"/>
        <source>(untitled)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="118"/>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="128"/>
        <source>Delete Deck</source>
        <translation>Deck löschen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="119"/>
        <source>Delete the deck “%1” from your database? This cannot be undone.</source>
        <translation>Das Deck „%1“ aus Ihrer Datenbank löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/opendeckdialog.cpp" line="129"/>
        <source>The deck could not be deleted:
%1</source>
        <translation>Das Deck konnte nicht gelöscht werden:
%1</translation>
    </message>
</context>
<context>
    <name>inwo::OpenGameDialog</name>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="35"/>
        <location filename="../ui/game/opengamedialog.cpp" line="98"/>
        <source>Open a Game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="38"/>
        <source>Saved games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="42"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="42"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="42"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="42"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="47"/>
        <source>&amp;Games in your database, the unfinished ones first:</source>
        <translation>&amp;Spiele in Ihrer Datenbank, die unfertigen zuerst:</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="51"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/game/opengamedialog.cpp" line="77"/>
        <source>%1 (%2, %n event(s), %3)</source>
        <translation>
            <numerusform>%1 (%2, %n Ereignis, %3)</numerusform>
            <numerusform>%1 (%2, %n Ereignisse, %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="88"/>
        <source>%1 (finished)</source>
        <translation>%1 (beendet)</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="112"/>
        <location filename="../ui/game/opengamedialog.cpp" line="118"/>
        <source>Delete a Game</source>
        <translation>Ein Spiel löschen</translation>
    </message>
    <message>
        <location filename="../ui/game/opengamedialog.cpp" line="113"/>
        <source>Delete the game “%1” and its whole log? This cannot be undone.</source>
        <translation>Das Spiel „%1“ mit seinem ganzen Protokoll löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>inwo::ParticipantStatus</name>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="64"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/adjudicatorwidget.cpp" line="123"/>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="75"/>
        <source>%1 counted</source>
        <translation>%1 angerechnet</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="77"/>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="79"/>
        <source>not adjudicated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="98"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="100"/>
        <source>Counted: %1</source>
        <translation>Angerechnet: %1</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="101"/>
        <source>The attack itself is illegal, so nobody&apos;s part is counted.</source>
        <translation>Der Angriff selbst ist unzulässig, daher wird kein Beitrag angerechnet.</translation>
    </message>
    <message>
        <location filename="../ui/adjudicator/participantstatus.cpp" line="104"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>inwo::PlayForm</name>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="80"/>
        <source>What makes the play: a Plot from the player&apos;s hand, a group&apos;s action (it spends its token) or a special ability that needs no action</source>
        <translation>Womit der Spielzug gemacht wird: ein Plot von der Hand des Spielers, die Aktion einer Gruppe (sie gibt ihren Aktionsmarker aus) oder eine Sonderfähigkeit, die keine Aktion braucht</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="84"/>
        <source>The Plot&apos;s name</source>
        <translation>Name des Plots</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="87"/>
        <source>Where the Plot was in the player&apos;s hand</source>
        <translation>Wie der Plot auf der Hand des Spielers lag</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="92"/>
        <source>Where the card was in the player&apos;s hand</source>
        <translation>Wie die Karte auf der Hand des Spielers lag</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="101"/>
        <source>A group whose Action token powers the Plot (it spends it)</source>
        <translation>Eine Gruppe, deren Aktionsmarker den Plot antreibt (sie gibt ihn aus)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="103"/>
        <source>The play this one is made as part of: a Plot for an attack goes with its side&apos;s attack, aid, defend or agents play, and follows its fate</source>
        <translation>Der Spielzug, zu dem dieser gehört: Ein Plot für einen Angriff gehört zum Angriffs-, Hilfs-, Verteidigungs- oder Agentenspielzug seiner Seite und teilt dessen Schicksal</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="111"/>
        <source>A card of the table, or a Group card of a hand</source>
        <translation>Eine Karte auf dem Tisch oder eine Gruppenkarte auf einer Hand</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="112"/>
        <source>&amp;Second attempt</source>
        <translation>Zweiter &amp;Versuch</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="114"/>
        <source>The target is in the attacker&apos;s hand and an attempt on it already failed this turn (R91)</source>
        <translation>Das Ziel ist auf der Hand des Angreifers, und ein Versuch darauf ist in diesem Zug schon gescheitert (R91)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="116"/>
        <source>Di&amp;saster</source>
        <translation>Katast&amp;rophe</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="118"/>
        <source>A Disaster: its target loses a token at once (R58)</source>
        <translation>Eine Katastrophe: Ihr Ziel verliert sofort einen Aktionsmarker (R58)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="130"/>
        <source>When several actions power the cancelled Plot: the one cancelled</source>
        <translation>Wenn mehrere Aktionen den aufgehobenen Plot antreiben: die aufgehobene</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="132"/>
        <source>gains</source>
        <translation>erhält</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="133"/>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="145"/>
        <location filename="../ui/timeline/playform.cpp" line="147"/>
        <source>The first die</source>
        <translation>Der erste Würfel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="146"/>
        <location filename="../ui/timeline/playform.cpp" line="148"/>
        <source>The second die</source>
        <translation>Der zweite Würfel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="150"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="151"/>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="152"/>
        <source>What came of the roll, as the table saw it</source>
        <translation>Was der Wurf ergab, wie am Tisch festgestellt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="155"/>
        <source>How much the card or ability changes the roll</source>
        <translation>Um wie viel die Karte oder Fähigkeit den Wurf ändert</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="157"/>
        <source>for the referee</source>
        <translation>für den Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="158"/>
        <source>What the Plot or ability adds to its side of the attack (a +10 Plot: 10); leave it for the referee when it adds nothing to count</source>
        <translation>Was der Plot oder die Fähigkeit seiner Seite des Angriffs hinzufügt (ein +10-Plot: 10); dem Schiedsrichter überlassen, wenn nichts zu zählen ist</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="163"/>
        <source>What the card sets aside for this attack</source>
        <translation>Was die Karte für diesen Angriff aufhebt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="170"/>
        <source>arrow </source>
        <translation>Pfeil </translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="171"/>
        <source>Arrow of the master</source>
        <translation>Pfeil des Meisters</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="172"/>
        <source>Which of the master&apos;s outgoing arrows, the first being 1</source>
        <translation>Welcher der ausgehenden Pfeile des Meisters; der erste ist 1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="176"/>
        <source>A group whose token buys Plots: one Illuminati token or two other tokens a Plot</source>
        <translation>Eine Gruppe, deren Aktionsmarker Plots kauft: ein Aktionsmarker der Illuminati oder zwei andere Aktionsmarker je Plot</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="180"/>
        <source>Add Pla&amp;y</source>
        <translation>Spielzug hinzuf&amp;ügen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="183"/>
        <source>Add the play after the others (Enter in a name field)</source>
        <translation>Den Spielzug hinter den anderen eintragen (Eingabe in einem Namensfeld)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="188"/>
        <source>&amp;Made by:</source>
        <translation>&amp;Mittel:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="189"/>
        <location filename="../ui/timeline/playform.cpp" line="545"/>
        <source>Pl&amp;ot:</source>
        <translation>P&amp;lot:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="190"/>
        <source>W&amp;ith:</source>
        <translation>Teil &amp;von:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="191"/>
        <source>Attacki&amp;ng group:</source>
        <translation>Angreifende G&amp;ruppe:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="192"/>
        <source>Attack k&amp;ind:</source>
        <translation>A&amp;ngriffsart:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="193"/>
        <source>Tar&amp;get:</source>
        <translation>Z&amp;iel:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="194"/>
        <source>&amp;In attack:</source>
        <translation>Im A&amp;ngriff:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="195"/>
        <location filename="../ui/timeline/playform.cpp" line="536"/>
        <source>&amp;Group:</source>
        <translation>G&amp;ruppe:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="196"/>
        <location filename="../ui/timeline/playform.cpp" line="543"/>
        <source>Age&amp;nts card:</source>
        <translation>Agentenka&amp;rte:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="197"/>
        <source>&amp;Side:</source>
        <translation>Se&amp;ite:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="198"/>
        <location filename="../ui/timeline/playform.cpp" line="538"/>
        <source>Cancel&amp;s:</source>
        <translation>Aufhebung &amp;von:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="199"/>
        <source>Toke&amp;n:</source>
        <translation>Aktio&amp;nsmarker:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="200"/>
        <source>Gai&amp;n or lose:</source>
        <translation>Gesi&amp;nnung:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="201"/>
        <source>La&amp;sting:</source>
        <translation>&amp;Wirkt:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="202"/>
        <source>R&amp;oll:</source>
        <translation>&amp;Wurf:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="203"/>
        <source>Outco&amp;me:</source>
        <translation>E&amp;rgebnis:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="204"/>
        <source>Cha&amp;nge:</source>
        <translation>Ände&amp;rung:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="205"/>
        <source>Whose ha&amp;nd or deck:</source>
        <translation>&amp;Wessen Hand oder Deck:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="206"/>
        <location filename="../ui/timeline/playform.cpp" line="537"/>
        <source>Ma&amp;ster:</source>
        <translation>Me&amp;ister:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="207"/>
        <source>Give&amp;n to:</source>
        <translation>Geht a&amp;n:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="208"/>
        <source>Toke&amp;ns:</source>
        <translation>Aktio&amp;nsmarker:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="209"/>
        <source>Adds to its &amp;side:</source>
        <translation>Zählt für &amp;seine Seite:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="210"/>
        <source>Sets a&amp;side:</source>
        <translation>Hebt auf (&amp;s):</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="217"/>
        <source>&amp;Kind:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="219"/>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="259"/>
        <source>The player asked</source>
        <translation>Der gefragte Spieler</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="260"/>
        <source>The player whose hand or deck is looked at</source>
        <translation>Der Spieler, dessen Hand oder Deck eingesehen wird</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="367"/>
        <source>— nobody —</source>
        <translation>— niemand —</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="390"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="403"/>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="407"/>
        <source>uncontrolled</source>
        <translation>unkontrolliert</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="410"/>
        <location filename="../ui/timeline/playform.cpp" line="514"/>
        <source>— none —</source>
        <translation>— keine —</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="441"/>
        <source>no token powers it</source>
        <translation>kein Aktionsmarker treibt ihn an</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="469"/>
        <source>the rules (no card)</source>
        <translation>die Regeln (keine Karte)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="471"/>
        <source>a Plot</source>
        <translation>ein Plot</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="480"/>
        <source>the action of %1</source>
        <translation>die Aktion von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="485"/>
        <source>the ability of %1</source>
        <translation>die Fähigkeit von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="536"/>
        <source>Re&amp;source:</source>
        <translation>&amp;Ressource:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="537"/>
        <source>To &amp;group:</source>
        <translation>&amp;Verknüpft mit:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="538"/>
        <source>&amp;Salvages:</source>
        <translation>B&amp;irgt:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="540"/>
        <source>The earlier play whose Plot is salvaged</source>
        <translation>Der frühere Spielzug, dessen Plot geborgen wird</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="541"/>
        <source>The earlier play this one cancels</source>
        <translation>Der frühere Spielzug, den dieser aufhebt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="544"/>
        <source>&amp;NWO:</source>
        <translation>&amp;NWO:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="554"/>
        <source>A Group card&apos;s name</source>
        <translation>Name einer Gruppenkarte</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="555"/>
        <source>An NWO&apos;s name</source>
        <translation>Name eines NWO</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="556"/>
        <source>The Plot&apos;s name, if shown</source>
        <translation>Name des Plots, falls aufgedeckt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="569"/>
        <source>The player who gets the Plot</source>
        <translation>Der Spieler, der den Plot bekommt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="570"/>
        <source>The player who gets the group, when it is given away</source>
        <translation>Der Spieler, der die Gruppe bekommt, wenn sie abgegeben wird</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="572"/>
        <source>The group the Resource is linked to</source>
        <translation>Die Gruppe, mit der die Ressource verknüpft wird</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="573"/>
        <source>The group it goes under</source>
        <translation>Die Gruppe, unter die sie kommt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="787"/>
        <source>Nothing to choose for “%1” yet.</source>
        <translation>Für „%1“ gibt es noch nichts zu wählen.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="790"/>
        <source>Start a timeline from a table first.</source>
        <translation>Beginnen Sie zuerst eine Zeitleiste von einem Spieltisch aus.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="795"/>
        <source>Choose the player who makes the play.</source>
        <translation>Wählen Sie den Spieler, der den Spielzug macht.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="806"/>
        <source>Write the name of the Plot.</source>
        <translation>Geben Sie den Namen des Plots ein.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="879"/>
        <source>Write the name of the agents card.</source>
        <translation>Geben Sie den Namen der Agentenkarte ein.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="907"/>
        <source>A die change of 0 changes nothing.</source>
        <translation>Eine Würfeländerung um 0 ändert nichts.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="915"/>
        <source>Write the name of the NWO.</source>
        <translation>Geben Sie den Namen des NWO ein.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="916"/>
        <source>Write the name of the exposed Plot.</source>
        <translation>Geben Sie den Namen des offenen Plots ein.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="920"/>
        <source>Choose the player who gets the Plot.</source>
        <translation>Wählen Sie den Spieler, der den Plot bekommt.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="949"/>
        <source>A Plot that adds to an attack goes with it: choose the play.</source>
        <translation>Ein Plot, der einem Angriff hinzugefügt wird, gehört zu ihm: Wählen Sie den Spielzug.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playform.cpp" line="956"/>
        <source>Write the name of the NWO it negates.</source>
        <translation>Schreiben Sie den Namen der NWO, die er aufhebt.</translation>
    </message>
</context>
<context>
    <name>inwo::PlayItemsModel</name>
    <message>
        <location filename="../ui/timeline/playitemsmodel.cpp" line="10"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playitemsmodel.cpp" line="10"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playitemsmodel.cpp" line="10"/>
        <source>Fate</source>
        <translation>Verbleib</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playitemsmodel.cpp" line="10"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playitemsmodel.cpp" line="30"/>
        <source>%1: %2
%3</source>
        <translation>%1: %2
%3</translation>
    </message>
</context>
<context>
    <name>inwo::PlayListModel</name>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="112"/>
        <source>%1: %2
%3</source>
        <translation>%1: %2
%3</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="135"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="137"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="139"/>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="141"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="143"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="145"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/timeline/playlistmodel.cpp" line="147"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
</context>
<context>
    <name>inwo::PlayNwoCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="284"/>
        <source>Play %1, Discarding %2</source>
        <translation>%1 ausspielen, %2 abwerfen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="286"/>
        <source>Play %1</source>
        <translation>%1 ausspielen</translation>
    </message>
</context>
<context>
    <name>inwo::PowerStructureModel</name>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="160"/>
        <location filename="../ui/table/powerstructuremodel.cpp" line="217"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="215"/>
        <source>Cards in play that nobody controls</source>
        <translation>Karten im Spiel, die niemand kontrolliert</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="219"/>
        <source>On arrow %1 of %2</source>
        <translation>An Pfeil %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="224"/>
        <source>Devastated</source>
        <translation>Verwüstet</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="226"/>
        <source>Not in the card database: no numbers</source>
        <translation>Nicht in der Kartendatenbank: keine Werte</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="232"/>
        <location filename="../ui/table/powerstructuremodel.cpp" line="290"/>
        <source>Action tokens spent this turn</source>
        <translation>In diesem Zug ausgegebene Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="244"/>
        <source>Uncontrolled area</source>
        <translation>Unkontrollierter Bereich</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="246"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="248"/>
        <source>%1 (devastated)</source>
        <translation>%1 (verwüstet)</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="255"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="283"/>
        <source>Which of its master&apos;s outgoing arrows the group hangs on, the first being 1</source>
        <translation>An welchem ausgehenden Pfeil ihres Meisters die Gruppe hängt; der erste ist 1</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="286"/>
        <source>Power/Global Power now, with every change in force</source>
        <translation>Macht/Globale Macht jetzt, mit allen geltenden Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="288"/>
        <source>Resistance now, with every change in force</source>
        <translation>Widerstand jetzt, mit allen geltenden Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="299"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="301"/>
        <source>Arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="303"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="305"/>
        <source>Res.</source>
        <translation>Wid.</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="307"/>
        <source>Tokens</source>
        <translation>Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="309"/>
        <source>Alignments</source>
        <translation>Gesinnungen</translation>
    </message>
    <message>
        <location filename="../ui/table/powerstructuremodel.cpp" line="311"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
</context>
<context>
    <name>inwo::RecordAttackDialog</name>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="26"/>
        <source>Record an Attack</source>
        <translation>Einen Angriff eintragen</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="32"/>
        <location filename="../ui/game/recordattackdialog.cpp" line="35"/>
        <location filename="../ui/game/recordattackdialog.cpp" line="132"/>
        <location filename="../ui/game/recordattackdialog.cpp" line="141"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="47"/>
        <source>Aiding groups</source>
        <translation>Unterstützende Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="48"/>
        <source>The groups of the attacking player that spend a token to aid; Space checks one</source>
        <translation>Die Gruppen des angreifenden Spielers, die einen Aktionsmarker zur Unterstützung ausgeben; die Leertaste hakt eine an</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="58"/>
        <source>First die</source>
        <translation>Erster Würfel</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="59"/>
        <source>Second die</source>
        <translation>Zweiter Würfel</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="62"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="63"/>
        <source>Failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="74"/>
        <source>&amp;Attacker:</source>
        <translation>An&amp;greifer:</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="75"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="76"/>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="77"/>
        <source>A&amp;id:</source>
        <translation>&amp;Unterstützung:</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="78"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="81"/>
        <source>&amp;Outcome:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="84"/>
        <source>&amp;Record</source>
        <translation>Ein&amp;tragen</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="135"/>
        <source>Uncontrolled: %1</source>
        <translation>Unkontrolliert: %1</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="138"/>
        <source>%1&apos;s hand: %2</source>
        <translation>Hand von %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="237"/>
        <source>Choose the attacking group and its target.</source>
        <translation>Die angreifende Gruppe und ihr Ziel wählen.</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="251"/>
        <source>The rules refuse this attack as it stands; the game will say why. Strength %1.</source>
        <translation>Die Regeln lehnen diesen Angriff so ab; das Spiel sagt, warum. Stärke %1.</translation>
    </message>
    <message>
        <location filename="../ui/game/recordattackdialog.cpp" line="256"/>
        <source>Strength %1: a chance of %2.</source>
        <translation>Stärke %1: eine Chance von %2.</translation>
    </message>
</context>
<context>
    <name>inwo::RemoveCardCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="212"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="213"/>
        <source>Remove %1 and Its Puppet</source>
        <translation>%1 und seine Puppe entfernen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="214"/>
        <source>Remove %1 and %2 Puppets</source>
        <translation>%1 und %2 Puppen entfernen</translation>
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
    <name>inwo::RemoveDestroyedCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="309"/>
        <source>Take %1 off the Destroyed Pile</source>
        <translation>%1 von den zerstörten Karten nehmen</translation>
    </message>
</context>
<context>
    <name>inwo::RemoveNwoCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="292"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
</context>
<context>
    <name>inwo::RemovePlayCommand</name>
    <message>
        <location filename="../ui/timeline/timelinecommands.cpp" line="37"/>
        <source>Remove Play %1 (%2)</source>
        <translation>Spielzug %1 (%2) entfernen</translation>
    </message>
</context>
<context>
    <name>inwo::RemovePlayerCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="154"/>
        <source>Remove Player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
</context>
<context>
    <name>inwo::ResolutionSummaryModel</name>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="133"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="135"/>
        <source>Tokens
spent</source>
        <translation>Aktionsmarker
ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="137"/>
        <source>Tokens
returned</source>
        <translation>Aktionsmarker
zurückgegeben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="139"/>
        <source>Tokens
lost</source>
        <translation>Aktionsmarker
verloren</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="141"/>
        <source>Plots
discarded</source>
        <translation>Plots
abgeworfen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="143"/>
        <source>Plots
lost</source>
        <translation>Plots
verloren</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="145"/>
        <source>Plots
to hand</source>
        <translation>Plots
auf die Hand</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="147"/>
        <source>Plots
exposed</source>
        <translation>Plots
offen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="149"/>
        <source>Cards
to hand</source>
        <translation>Karten
auf die Hand</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="151"/>
        <source>Cards
discarded</source>
        <translation>Karten
abgeworfen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="153"/>
        <source>Cards
in play</source>
        <translation>Karten
im Spiel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="161"/>
        <source>Action tokens used</source>
        <translation>Ausgegebene Aktionsmarker</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="163"/>
        <source>Action tokens back on their groups</source>
        <translation>Aktionsmarker, die an ihre Gruppen zurückgegeben werden</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="165"/>
        <source>Action tokens gone without effect</source>
        <translation>Aktionsmarker, die ohne Wirkung verloren sind</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="167"/>
        <source>Plots on the discard pile</source>
        <translation>Plots auf dem Ablagestapel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="169"/>
        <source>Plots gone without effect</source>
        <translation>Plots, die ohne Wirkung verloren sind</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="171"/>
        <source>Plots back in their owner&apos;s hand, hidden</source>
        <translation>Plots, die verdeckt auf die Hand ihres Besitzers zurückkehren</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="173"/>
        <source>Plots back in their owner&apos;s hand, exposed</source>
        <translation>Plots, die offen auf die Hand ihres Besitzers zurückkehren</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="175"/>
        <source>Cards back in (or into) a hand</source>
        <translation>Karten, die auf eine Hand (zurück)kommen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="177"/>
        <source>Cards on the discard pile</source>
        <translation>Karten auf dem Ablagestapel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/resolutionsummarymodel.cpp" line="179"/>
        <source>Cards on the table: a card taken over, an NWO in force</source>
        <translation>Karten auf dem Tisch: eine übernommene Karte, ein NWO in Kraft</translation>
    </message>
</context>
<context>
    <name>inwo::RuleLinks</name>
    <message>
        <location filename="../ui/rules/rulelinks.cpp" line="41"/>
        <source>Open the Rule of This Line</source>
        <translation>Die Regel dieser Zeile öffnen</translation>
    </message>
    <message>
        <location filename="../ui/rules/rulelinks.cpp" line="58"/>
        <source>Open Rule %1 in the Rules Tab</source>
        <extracomment>A context menu entry; %1 is a rule&apos;s identity (&quot;R11&quot;)</extracomment>
        <translation>Regel %1 im Reiter Regeln öffnen</translation>
    </message>
    <message>
        <location filename="../ui/rules/rulelinks.cpp" line="63"/>
        <source>Double-click to read the rule.</source>
        <translation>Doppelklicken, um die Regel zu lesen.</translation>
    </message>
</context>
<context>
    <name>inwo::RulesWidget</name>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="79"/>
        <source>%1  %2</source>
        <extracomment>A rule in the Rules tab&apos;s tree: %1 its identity (&quot;R106&quot;), %2 its title</extracomment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="101"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="105"/>
        <source>The rule shown before (Alt+Left)</source>
        <translation>Die zuvor gezeigte Regel (Alt+Pfeil nach links)</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="109"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="113"/>
        <source>The rule shown after this one (Alt+Right)</source>
        <translation>Die danach gezeigte Regel (Alt+Pfeil nach rechts)</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="138"/>
        <source>Search rules</source>
        <translation>Regeln suchen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="139"/>
        <source>Search rules: words, R106, VFAQ 230…</source>
        <translation>Regeln suchen: Wörter, R106, VFAQ 230…</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="142"/>
        <source>Words in English or German, a rule (R106), a rules text and a line (VFAQ 230) or a section. Down moves into the list.</source>
        <translation>Wörter auf Deutsch oder Englisch, eine Regel (R106), ein Regeltext mit Zeile (VFAQ 230) oder ein Abschnitt. Pfeil nach unten wechselt in die Liste.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="153"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="174"/>
        <source>Import Rules Text…</source>
        <translation>Regeltext importieren…</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="176"/>
        <source>Import your own copy of the INWO rulebook, the VFAQ, Plan 28 or the boxed game&apos;s rules, to read each rule&apos;s passage here</source>
        <translation>Ihre eigene Kopie des INWO-Regelhefts, der VFAQ, von Plan 28 oder der Regeln des klassischen Spiels importieren, um hier die Textstelle jeder Regel zu lesen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="181"/>
        <source>Your Copies</source>
        <translation>Ihre Kopien</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="182"/>
        <source>The rules texts you imported, and removing them</source>
        <translation>Die Regeltexte, die Sie importiert haben, und ihr Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="221"/>
        <source>Rule text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="334"/>
        <source>No rule matches.</source>
        <translation>Keine Regel passt.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="495"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="497"/>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="499"/>
        <source>New World Orders</source>
        <translation>Neue Weltordnungen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="501"/>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="529"/>
        <source>Choose a rule on the left, or search for one: words in English or German, a rule&apos;s identity such as R106, or a rules text and a line such as VFAQ 230.</source>
        <translation>Wählen Sie links eine Regel, oder suchen Sie eine: Wörter auf Deutsch oder Englisch, die Kennung einer Regel wie R106 oder einen Regeltext mit Zeile wie VFAQ 230.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="532"/>
        <source>Every citation in the other tabs leads here: double-click a line with a rule, or press Ctrl+Shift+R on it.</source>
        <translation>Jeder Regelverweis der anderen Reiter führt hierher: Doppelklicken Sie auf eine Zeile mit einer Regel, oder drücken Sie darauf Strg+Umschalt+R.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="542"/>
        <source>%1 — %2</source>
        <extracomment>The heading of a rule: %1 its identity (&quot;R106&quot;), %2 its title</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="547"/>
        <source>Topic: %1</source>
        <translation>Thema: %1</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="549"/>
        <source>Rule sets: %1</source>
        <extracomment>%1 lists rule sets, separated by semicolons</extracomment>
        <translation>Regelwerke: %1</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="552"/>
        <source>The rules texts leave this open: the program does not decide it.</source>
        <translation>Die Regeltexte lassen das offen: Das Programm entscheidet es nicht.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="557"/>
        <source>How the rule sets differ</source>
        <translation>Wie die Regelwerke abweichen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="563"/>
        <source>Readings</source>
        <translation>Lesarten</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="564"/>
        <source>The rules texts can be read more than one way here:</source>
        <translation>Die Regeltexte lassen sich hier auf mehr als eine Weise lesen:</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="568"/>
        <source>The program takes this reading.</source>
        <translation>Das Programm wendet diese Lesart an.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="581"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="596"/>
        <source>Your copy of the %1 does not have these lines.</source>
        <translation>Ihrer Kopie (%1) fehlen diese Zeilen.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="600"/>
        <source>From your copy of the %1:</source>
        <translation>Aus Ihrer Kopie (%1):</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="613"/>
        <source>Your copies of the rules texts cannot be read: %1</source>
        <translation>Ihre Kopien der Regeltexte können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="616"/>
        <source>Worked scenarios</source>
        <translation>Beispielszenarien</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="619"/>
        <source>No bundled scenario cites this rule.</source>
        <translation>Kein mitgeliefertes Szenario nennt diese Regel.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rules/ruleswidget.cpp" line="332"/>
        <source>%n rules in %1 topics.</source>
        <translation>
            <numerusform>%n Regel in %1 Themen.</numerusform>
            <numerusform>%n Regeln in %1 Themen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="336"/>
        <source>One rule matches.</source>
        <translation>Eine Regel passt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rules/ruleswidget.cpp" line="338"/>
        <source>%n rules match.</source>
        <translation>
            <numerusform>%n Regel passt.</numerusform>
            <numerusform>%n Regeln passen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="607"/>
        <source>Import your own copy of the %1 (File &gt; Import Rules Text…) to read its passages here.</source>
        <translation>Importieren Sie Ihre eigene Kopie (%1) mit Datei &gt; Regeltext importieren…, um ihre Textstellen hier zu lesen.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="623"/>
        <source>One bundled scenario cites this rule. A click opens it in its tab.</source>
        <translation>Ein mitgeliefertes Szenario nennt diese Regel. Ein Klick öffnet es in seinem Reiter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rules/ruleswidget.cpp" line="624"/>
        <source>%n bundled scenarios cite this rule. A click opens one in its tab.</source>
        <translation>
            <numerusform>%n mitgeliefertes Szenario nennt diese Regel. Ein Klick öffnet es in seinem Reiter.</numerusform>
            <numerusform>%n mitgelieferte Szenarien nennen diese Regel. Ein Klick öffnet eines in seinem Reiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="628"/>
        <source>The scenarios describe themselves in English.</source>
        <translation>Die Szenarien beschreiben sich selbst auf Englisch.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="649"/>
        <location filename="../ui/rules/ruleswidget.cpp" line="659"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="657"/>
        <source>%1 is too large to be a rules text (more than %2).</source>
        <translation>%1 ist zu groß für einen Regeltext (mehr als %2).</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="666"/>
        <source>Your database refused it: %1</source>
        <translation>Ihre Datenbank hat sie abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="668"/>
        <source>%1 was not imported. %2</source>
        <extracomment>%1 is a file, %2 the reason it was not imported</extracomment>
        <translation>%1 wurde nicht importiert. %2</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="673"/>
        <source>Recognised: %1, %2% of its lines.</source>
        <extracomment>%1 is a rules text (&quot;INWO rulebook&quot;), %2 the share of its lines found, a number</extracomment>
        <translation>Erkannt: %1, %2 % der Zeilen.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="675"/>
        <source>It replaces the copy you imported before.</source>
        <translation>Sie ersetzt die zuvor importierte Kopie.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="676"/>
        <source>Each rule now shows its passages from your copy.</source>
        <translation>Jede Regel zeigt jetzt ihre Textstellen aus Ihrer Kopie.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="687"/>
        <source>Import Your Copy of a Rules Text</source>
        <translation>Ihre Kopie eines Regeltexts importieren</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="688"/>
        <source>Text files (*.txt *.text *.md);;All files (*)</source>
        <translation>Textdateien (*.txt *.text *.md);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="694"/>
        <location filename="../ui/rules/ruleswidget.cpp" line="696"/>
        <source>Import Rules Text</source>
        <translation>Regeltext importieren</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="706"/>
        <source>Your copy of the %1 could not be removed: %2</source>
        <translation>Ihre Kopie (%1) konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="709"/>
        <source>Your copy of the %1 is removed.</source>
        <translation>Ihre Kopie (%1) ist entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="723"/>
        <source>Your copies cannot be read: %1</source>
        <translation>Ihre Kopien können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="727"/>
        <source>No rules text imported yet</source>
        <translation>Noch kein Regeltext importiert</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="733"/>
        <source>Remove Your Copy of the %1 (%2)</source>
        <extracomment>%1 is a rules text (&quot;INWO rulebook&quot;), %2 the file it was imported from</extracomment>
        <translation>Ihre Kopie entfernen: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="737"/>
        <source>Remove Rules Text</source>
        <translation>Regeltext entfernen</translation>
    </message>
    <message>
        <location filename="../ui/rules/ruleswidget.cpp" line="741"/>
        <source>Imported %1; %2 lines</source>
        <translation>Importiert am %1; %2 Zeilen</translation>
    </message>
</context>
<context>
    <name>inwo::SearchQuery</name>
    <message>
        <location filename="../core/search/searchquery.cpp" line="167"/>
        <source>card type</source>
        <translation>Kartentyp</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="169"/>
        <source>card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="171"/>
        <source>alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="173"/>
        <source>attribute</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="175"/>
        <source>resource kind</source>
        <translation>Ressourcenart</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="177"/>
        <source>keyword</source>
        <translation>Schlüsselwort</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="179"/>
        <source>requirement</source>
        <translation>Voraussetzung</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="181"/>
        <source>NWO color</source>
        <translation>NWO-Farbe</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="183"/>
        <source>set</source>
        <translation>Set</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="185"/>
        <source>rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="194"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="271"/>
        <source>%1 or %2</source>
        <extracomment>The last two items of a list of choices: &quot;&apos;a&apos;, &apos;b&apos; or &apos;c&apos;&quot; (%1 is &quot;&apos;a&apos;, &apos;b&apos;&quot;).</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="277"/>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list: &quot;a, b and c&quot; (%1 is &quot;a, b&quot;).</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="418"/>
        <source>unclosed quote at column %1</source>
        <translation>nicht geschlossenes Anführungszeichen in Spalte %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="564"/>
        <source>unmatched &apos;)&apos; at column %1</source>
        <translation>„)“ ohne Gegenstück in Spalte %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="568"/>
        <source>unexpected text at column %1</source>
        <translation>unerwarteter Text in Spalte %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="595"/>
        <location filename="../core/search/searchquery.cpp" line="679"/>
        <source>&apos;%1&apos; at column %2 needs a search term after it</source>
        <translation>„%1“ in Spalte %2 braucht danach einen Suchbegriff</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="605"/>
        <location filename="../core/search/searchquery.cpp" line="636"/>
        <source>&apos;%1&apos; at column %2 needs a search term before it</source>
        <translation>„%1“ in Spalte %2 braucht davor einen Suchbegriff</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="668"/>
        <location filename="../core/search/searchquery.cpp" line="697"/>
        <source>the query nests too deeply at column %1</source>
        <translation>die Suche ist in Spalte %1 zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="674"/>
        <source>&apos;-&apos; at column %1 needs a search term right after it</source>
        <translation>„-“ in Spalte %1 braucht direkt danach einen Suchbegriff</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="701"/>
        <source>empty parentheses at column %1</source>
        <translation>leere Klammern in Spalte %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="708"/>
        <source>unclosed &apos;(&apos; at column %1; add a &apos;)&apos;</source>
        <translation>nicht geschlossene „(“ in Spalte %1; ein „)“ ergänzen</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="740"/>
        <source>expected a search term at column %1</source>
        <translation>in Spalte %1 wird ein Suchbegriff erwartet</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="763"/>
        <source>unknown field &apos;%1&apos; at column %2; did you mean &apos;%3&apos;?</source>
        <translation>unbekanntes Feld „%1“ in Spalte %2; meinten Sie „%3“?</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="767"/>
        <source>unknown field &apos;%1&apos; at column %2; the fields are %3</source>
        <translation>unbekanntes Feld „%1“ in Spalte %2; die Felder sind %3</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="780"/>
        <source>missing value after &apos;%1&apos; at column %2</source>
        <translation>fehlender Wert nach „%1“ in Spalte %2</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="807"/>
        <source>&apos;%1&apos; at column %2 does not work with &apos;%3&apos;; use &apos;:&apos; (or &apos;!=&apos; for &quot;is not&quot;)</source>
        <translation>„%1“ in Spalte %2 funktioniert nicht mit „%3“; „:“ verwenden (oder „!=“ für „ist nicht“)</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="820"/>
        <source>nothing to search for after &apos;%1&apos; at column %2; use letters or digits</source>
        <translation>nach „%1“ in Spalte %2 steht nichts zum Suchen; Buchstaben oder Ziffern verwenden</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="843"/>
        <source>&apos;*&apos; at column %1 does not apply to arrows; their count is always a plain number</source>
        <translation>„*“ in Spalte %1 gilt nicht für Pfeile; ihre Anzahl ist immer eine einfache Zahl</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="849"/>
        <source>&apos;*&apos; at column %1 can only follow &apos;:&apos;, &apos;=&apos; or &apos;!=&apos; (&apos;%2:*&apos; finds cards whose printed value has a &apos;*&apos;)</source>
        <translation>„*“ in Spalte %1 kann nur auf „:“, „=“ oder „!=“ folgen („%2:*“ findet Karten, deren aufgedruckter Wert ein „*“ hat)</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="861"/>
        <source>expected a number or &apos;*&apos; after &apos;%1&apos; at column %2, not &apos;%3&apos;</source>
        <translation>nach „%1“ in Spalte %2 wird eine Zahl oder „*“ erwartet, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="878"/>
        <source>missing value beside &apos;|&apos; at column %1</source>
        <translation>fehlender Wert neben „|“ in Spalte %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="940"/>
        <source>ambiguous %1 &apos;%2&apos; at column %3; it could be %4</source>
        <extracomment>%1 names what the value is: &quot;card type&quot;, &quot;keyword&quot;, &quot;set&quot;...</extracomment>
        <translation>%1 „%2“ in Spalte %3 ist mehrdeutig; möglich ist %4</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="958"/>
        <source>unknown %1 &apos;%2&apos; at column %3; did you mean &apos;%4&apos;?</source>
        <extracomment>%1 names what the value is: &quot;card type&quot;, &quot;keyword&quot;, &quot;set&quot;...</extracomment>
        <translation>%1 „%2“ in Spalte %3 ist unbekannt; meinten Sie „%4“?</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="963"/>
        <source>unknown %1 &apos;%2&apos; at column %3; expected one of %4</source>
        <extracomment>%1 names what the value is: &quot;card type&quot;, &quot;keyword&quot;, &quot;set&quot;...</extracomment>
        <translation>%1 „%2“ in Spalte %3 ist unbekannt; erwartet wird eines von %4</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="1067"/>
        <source>the query goes on past the %1 characters a query may have, at column %2 (it has %3)</source>
        <translation>die Suche geht in Spalte %2 über die erlaubten %1 Zeichen hinaus (sie hat %3)</translation>
    </message>
    <message>
        <location filename="../core/search/searchquery.cpp" line="1084"/>
        <source>nothing to search for at column 1: &apos;%1&apos; has no letters or digits</source>
        <translation>in Spalte 1 steht nichts zum Suchen: „%1“ enthält keine Buchstaben oder Ziffern</translation>
    </message>
</context>
<context>
    <name>inwo::SetDevastatedCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="273"/>
        <source>Devastate %1</source>
        <translation>%1 verwüsten</translation>
    </message>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="274"/>
        <source>Restore %1</source>
        <translation>Verwüstung von %1 aufheben</translation>
    </message>
</context>
<context>
    <name>inwo::SetEnteredAbilitiesCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="317"/>
        <source>Enter Card Effects</source>
        <translation>Karteneffekte eingeben</translation>
    </message>
</context>
<context>
    <name>inwo::SetIlluminatiCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="176"/>
        <source>Set %1&apos;s Illuminati to %2</source>
        <translation>Illuminati von %1 auf %2 setzen</translation>
    </message>
</context>
<context>
    <name>inwo::SetTokensSpentCommand</name>
    <message>
        <location filename="../ui/table/tablecommands.cpp" line="263"/>
        <source>Set Tokens Spent by %1</source>
        <translation>Ausgegebene Aktionsmarker von %1 festlegen</translation>
    </message>
</context>
<context>
    <name>inwo::SuggestionLabel</name>
    <message>
        <location filename="../ui/common/suggestionlabel.cpp" line="34"/>
        <source>No card matches. Did you mean %1? Enter takes the first.</source>
        <extracomment>%1 lists card names as links, separated by commas</extracomment>
        <translation>Keine Karte passt. Meinten Sie %1? Die Eingabetaste übernimmt den ersten Namen.</translation>
    </message>
    <message>
        <location filename="../ui/common/suggestionlabel.cpp" line="35"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>inwo::TableDocument</name>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="46"/>
        <source>Untitled Table</source>
        <translation>Unbenannter Spieltisch</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="94"/>
        <source>Write the name of %1.</source>
        <translation>Geben Sie einen Namen ein: gesucht ist %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="99"/>
        <source>No card is called “%1”.</source>
        <translation>Keine Karte heißt „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="102"/>
        <source>%1 is not %2.</source>
        <translation>%1 passt nicht: gesucht ist %2.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="143"/>
        <source>Give the player a name.</source>
        <translation>Geben Sie dem Spieler einen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="148"/>
        <source>A player called %1 already sits at the table.</source>
        <translation>Ein Spieler namens %1 sitzt schon am Tisch.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="152"/>
        <location filename="../ui/table/tabledocument.cpp" line="179"/>
        <source>an Illuminati</source>
        <translation>eine Illuminati-Karte</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="188"/>
        <source>%1 has one arrow; %2 hangs on another.</source>
        <translation>%1 hat einen Pfeil; %2 hängt an einem anderen.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="190"/>
        <source>%1 has %2 arrows; %3 hangs on another.</source>
        <translation>%1 hat %2 Pfeile; %3 hängt an einem anderen.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="225"/>
        <source>%1 has no free arrow.</source>
        <translation>%1 hat keinen freien Pfeil.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="233"/>
        <source>%1 has one arrow.</source>
        <translation>%1 hat einen Pfeil.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="234"/>
        <source>%1 has %2 arrows.</source>
        <translation>%1 hat %2 Pfeile.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="239"/>
        <source>Arrow %1 of %2 already holds a group.</source>
        <translation>An Pfeil %1 von %2 hängt schon eine Gruppe.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="256"/>
        <source>Choose an Illuminati or a group of a Power Structure to add under.</source>
        <translation>Wählen Sie eine Illuminati-Karte oder eine Gruppe einer Machtstruktur, unter die die Karte kommt.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="262"/>
        <location filename="../ui/table/tabledocument.cpp" line="424"/>
        <source>a group or a Resource</source>
        <translation>eine Gruppe oder eine Ressource</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="269"/>
        <source>%1 is Unique and already in play.</source>
        <translation>%1 ist einzigartig und schon im Spiel.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="270"/>
        <source>%1 is already in play: a second copy is an agents card, not a group.</source>
        <translation>%1 ist schon im Spiel: Ein zweites Exemplar ist eine Agentenkarte, keine Gruppe.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="304"/>
        <source>An Illuminati leaves the table with its player.</source>
        <translation>Eine Illuminati-Karte verlässt den Tisch nur mit ihrem Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="324"/>
        <source>An Illuminati heads its Power Structure; it cannot move.</source>
        <translation>Eine Illuminati-Karte führt ihre Machtstruktur an; sie kann nicht verschoben werden.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="339"/>
        <source>Choose an Illuminati or a group of a Power Structure to move to.</source>
        <translation>Wählen Sie eine Illuminati-Karte oder eine Gruppe einer Machtstruktur als Ziel.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="341"/>
        <source>%1 cannot go under itself or its own puppets.</source>
        <translation>%1 kann nicht unter sich selbst oder die eigenen Puppen kommen.</translation>
    </message>
    <message>
        <location filename="../ui/table/tabledocument.cpp" line="393"/>
        <source>a New World Order</source>
        <translation>eine Neue Weltordnung</translation>
    </message>
</context>
<context>
    <name>inwo::TableFactModel</name>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="58"/>
        <source>Line</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="58"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="78"/>
        <source>%1
Source: %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="92"/>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="118"/>
        <source>No player sits at the table yet.</source>
        <translation>Noch sitzt kein Spieler am Tisch.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="124"/>
        <source>%1: %2 of %3 groups (%4 counted double)</source>
        <translation>%1: %2 von %3 Gruppen (%4 doppelt gezählt)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="129"/>
        <source>%1: %2 of %3 groups</source>
        <translation>%1: %2 von %3 Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="132"/>
        <source>%1, 1 victory point</source>
        <translation>%1, 1 Siegpunkt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="133"/>
        <source>%1, %2 victory points</source>
        <translation>%1, %2 Siegpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="147"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="162"/>
        <source>Victory now: refused (%1)</source>
        <translation>Sieg jetzt: abgelehnt (%1)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="164"/>
        <source>Victory now: nobody</source>
        <translation>Sieg jetzt: niemand</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="166"/>
        <source>Victory now: %1</source>
        <translation>Sieg jetzt: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="166"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="175"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="183"/>
        <source>No New World Order is in force.</source>
        <translation>Keine Neue Weltordnung ist in Kraft.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="188"/>
        <source>colour unknown</source>
        <translation>Farbe unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="190"/>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="191"/>
        <source>%1. %2 (%3), played by %4</source>
        <translation>%1. %2 (%3), gespielt von %4</translation>
    </message>
    <message>
        <location filename="../ui/table/tablefactmodel.cpp" line="195"/>
        <source>%1 — the referee applies part of it</source>
        <translation>%1 – einen Teil davon wendet der Schiedsrichter an</translation>
    </message>
</context>
<context>
    <name>inwo::TableText</name>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="14"/>
        <source>Setting up</source>
        <translation>Spielvorbereitung</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="16"/>
        <source>Drawing a Plot</source>
        <translation>Plot ziehen</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="18"/>
        <source>Drawing a group</source>
        <translation>Gruppe ziehen</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="20"/>
        <source>Automatic takeover</source>
        <translation>Automatische Übernahme</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="22"/>
        <source>Placing Action tokens</source>
        <translation>Aktionsmarker setzen</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="24"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="26"/>
        <source>Free moves</source>
        <translation>Freie Züge</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="28"/>
        <source>Planning (Plan 28)</source>
        <translation>Planung (Plan 28)</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="30"/>
        <source>World Domination (Plan 28)</source>
        <translation>Weltherrschaft (Plan 28)</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="32"/>
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="34"/>
        <source>Victory (Plan 28)</source>
        <translation>Sieg (Plan 28)</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="43"/>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="45"/>
        <source>not met</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="47"/>
        <source>referee decides</source>
        <translation>Schiedsrichter entscheidet</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="56"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="58"/>
        <source>destroy</source>
        <translation>Zerstörung</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="60"/>
        <source>neutralize</source>
        <translation>Neutralisierung</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="62"/>
        <source>instant</source>
        <translation>Sofortangriff</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="70"/>
        <source>Basic goal</source>
        <translation>Grundziel</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="72"/>
        <source>Special goal (%1)</source>
        <translation>Spezialziel (%1)</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="72"/>
        <source>Special goal</source>
        <translation>Spezialziel</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="81"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="87"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/table/tabletext.cpp" line="91"/>
        <location filename="../ui/table/tabletext.cpp" line="99"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>inwo::TableWidget</name>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="247"/>
        <location filename="../ui/table/tablewidget.cpp" line="546"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="247"/>
        <source>In force</source>
        <translation>In Kraft</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="247"/>
        <location filename="../ui/table/tablewidget.cpp" line="549"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="247"/>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="250"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="250"/>
        <location filename="../ui/table/tablewidget.cpp" line="602"/>
        <source>Controlled by</source>
        <translation>Kontrolliert von</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="250"/>
        <source>Destroyed by</source>
        <translation>Zerstört von</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="338"/>
        <source>Which rules the goals and the attacks follow</source>
        <translation>Nach welchen Regeln Ziele und Angriffe ausgewertet werden</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="351"/>
        <source>Groups a player must control to win, his Illuminati included; set for each game</source>
        <translation>Gruppen, die ein Spieler zum Sieg kontrollieren muss, seine Illuminati eingeschlossen; für jede Partie festgelegt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="364"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="366"/>
        <source>Pha&amp;se:</source>
        <translation>&amp;Phase:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="368"/>
        <source>T&amp;urn:</source>
        <translation>Am &amp;Zug:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="370"/>
        <source>Basic &amp;goal:</source>
        <translation>Gr&amp;undziel:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="374"/>
        <source>Rou&amp;nd:</source>
        <translation>Ru&amp;nde:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="406"/>
        <location filename="../ui/table/tablewidget.cpp" line="423"/>
        <source>Power Structures</source>
        <translation>Machtstrukturen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="408"/>
        <source>Add &amp;Player…</source>
        <translation>Spieler hinzu&amp;fügen…</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="409"/>
        <source>Seat a player with his Illuminati</source>
        <translation>Einen Spieler mit seinen Illuminati an den Tisch setzen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="410"/>
        <source>Remove Player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="411"/>
        <source>The selected card&apos;s player leaves with his Power Structure</source>
        <translation>Der Spieler der gewählten Karte verlässt den Tisch mit seiner Machtstruktur</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="412"/>
        <source>Set &amp;Illuminati…</source>
        <translation>Illuminati &amp;wechseln…</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="413"/>
        <source>Another Illuminati card heads the selected card&apos;s Power Structure</source>
        <translation>Eine andere Illuminati-Karte führt die Machtstruktur der gewählten Karte an</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="457"/>
        <source>Remove the Selected Card</source>
        <translation>Gewählte Karte entfernen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="461"/>
        <source>A group or Resource: its name</source>
        <translation>Eine Gruppe oder Ressource: ihr Name</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="465"/>
        <location filename="../ui/table/tablewidget.cpp" line="1304"/>
        <source>first free</source>
        <translation>erster freier</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="466"/>
        <source>Which of the master&apos;s outgoing arrows the group hangs on, the first being 1</source>
        <translation>An welchem ausgehenden Pfeil des Meisters die Gruppe hängt; der erste ist 1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="468"/>
        <source>Arro&amp;w:</source>
        <translation>Pfe&amp;il:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="470"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="471"/>
        <source>Put the card named under the selected card (a Resource is linked to it), or in the uncontrolled area when that is selected</source>
        <translation>Die genannte Karte unter die gewählte Karte legen (eine Ressource wird mit ihr verknüpft) oder in den unkontrollierten Bereich, wenn dieser gewählt ist</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="487"/>
        <source>To&amp;kens spent:</source>
        <translation>Ausgegebene Aktions&amp;marker:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="489"/>
        <source>Devastated</source>
        <translation>Verwüstet</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="491"/>
        <source>&amp;Move…</source>
        <translation>&amp;Verschieben…</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="492"/>
        <source>Put the selected card (with its puppets) under another master, or in the uncontrolled area</source>
        <translation>Die gewählte Karte (mit ihren Puppen) unter einen anderen Meister oder in den unkontrollierten Bereich legen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="494"/>
        <location filename="../ui/table/tablewidget.cpp" line="567"/>
        <location filename="../ui/table/tablewidget.cpp" line="620"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="495"/>
        <source>Take the selected card (with its puppets) off the table (Delete)</source>
        <translation>Die gewählte Karte (mit ihren Puppen) vom Tisch nehmen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="538"/>
        <source>New World Order slots</source>
        <translation>Plätze der Neuen Weltordnungen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="545"/>
        <location filename="../ui/table/tablewidget.cpp" line="1003"/>
        <source>colour unknown</source>
        <translation>Farbe unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="553"/>
        <source>Remove the Selected NWO</source>
        <translation>Gewähltes NWO entfernen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="556"/>
        <source>An NWO&apos;s name</source>
        <translation>Name eines NWO</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="559"/>
        <source>The player who plays it</source>
        <translation>Der Spieler, der es ausspielt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="566"/>
        <source>Put the NWO named in force; the one of its colour leaves play</source>
        <translation>Das genannte NWO in Kraft setzen; das NWO seiner Farbe kommt aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="568"/>
        <source>Take the selected NWO out of force, as a card that negates it does (Delete)</source>
        <translation>Das gewählte NWO außer Kraft setzen, wie es eine aufhebende Karte tut (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="598"/>
        <source>Destroyed and removed cards</source>
        <translation>Zerstörte und entfernte Karten</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="603"/>
        <source>Take the Selected Card off the Destroyed Pile</source>
        <translation>Gewählte Karte von den zerstörten Karten nehmen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="607"/>
        <source>A card destroyed</source>
        <translation>Eine zerstörte Karte</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="610"/>
        <source>The player who controlled it</source>
        <translation>Der Spieler, der sie kontrolliert hat</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="615"/>
        <source>The player whose attack or card destroyed it</source>
        <translation>Der Spieler, dessen Angriff oder Karte sie zerstört hat</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="618"/>
        <source>Destr&amp;oy</source>
        <translation>Zerst&amp;ören</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="619"/>
        <source>Put the card named on the destroyed pile</source>
        <translation>Die genannte Karte zu den zerstörten Karten legen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="621"/>
        <source>Take the selected card off the destroyed pile (Delete)</source>
        <translation>Die gewählte Karte von den zerstörten Karten nehmen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="633"/>
        <source>Controlled by:</source>
        <translation>Kontrolliert von:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="635"/>
        <source>Destroyed by:</source>
        <translation>Zerstört von:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="661"/>
        <location filename="../ui/table/tablewidget.cpp" line="663"/>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="672"/>
        <source>Rulings</source>
        <translation>Auslegungen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="673"/>
        <source>Where the rules leave a choice, pick the reading the table follows</source>
        <translation>Wo die Regeln eine Wahl lassen, die Lesart wählen, der der Spieltisch folgt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="706"/>
        <location filename="../ui/table/tablewidget.cpp" line="708"/>
        <source>What the NWOs do</source>
        <translation>Was die NWOs bewirken</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="713"/>
        <location filename="../ui/table/tablewidget.cpp" line="717"/>
        <source>Card Effects…</source>
        <translation>Karteneffekte…</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="714"/>
        <source>Give cards the effects you rule for this table: an NWO&apos;s, a linked card&apos;s, a bonus or an immunity (Ctrl+Shift+E)</source>
        <translation>Karten die Wirkungen geben, die Sie für diesen Tisch entscheiden: die einer NWO, einer verbundenen Karte, einen Bonus oder eine Immunität (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="737"/>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="743"/>
        <source>Attacks of pla&amp;yer:</source>
        <translation>Angriffe v&amp;on:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="747"/>
        <source>best chance first</source>
        <translation>nach Chance</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="748"/>
        <source>best for the goals first</source>
        <translation>nach Nutzen für die Ziele</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="749"/>
        <source>How the legal attacks are sorted: by their chance, or by what success would do to the goals (a win, a rival eliminated, the groups gained), then by chance</source>
        <translation>Wie die zulässigen Angriffe sortiert werden: nach ihrer Chance oder danach, was ein Erfolg für die Ziele bewirken würde (ein Sieg, ein ausgeschalteter Rivale, die gewonnenen Gruppen), dann nach der Chance</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="754"/>
        <source>Show refused attacks</source>
        <translation>Abgelehnte Angriffe zeigen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="765"/>
        <source>Possible attacks</source>
        <translation>Mögliche Angriffe</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="775"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="779"/>
        <source>Open in the Adjudicator</source>
        <translation>Im Schiedsrichter öffnen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="927"/>
        <source>No player sits at the table yet.</source>
        <translation>Noch sitzt kein Spieler am Tisch.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="937"/>
        <source>New World Orders in force (%1)</source>
        <translation>Neue Weltordnungen in Kraft (%1)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="938"/>
        <source>Destroyed pile (%1)</source>
        <translation>Zerstörte Karten (%1)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="970"/>
        <location filename="../ui/table/tablewidget.cpp" line="971"/>
        <location filename="../ui/table/tablewidget.cpp" line="974"/>
        <location filename="../ui/table/tablewidget.cpp" line="1047"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="973"/>
        <location filename="../ui/table/tablewidget.cpp" line="1046"/>
        <source>uncontrolled</source>
        <translation>unkontrolliert</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1007"/>
        <source>— none —</source>
        <translation>— keine —</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1015"/>
        <source>Played %1 of %2 in force: they apply in the order played</source>
        <translation>Als %1. von %2 NWOs in Kraft ausgespielt: Sie wirken in der Reihenfolge des Ausspielens</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1066"/>
        <source>Seat a player to see the attacks he can make.</source>
        <translation>Setzen Sie einen Spieler an den Tisch, um seine möglichen Angriffe zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1073"/>
        <source>%1 legal, %2 refused; Enter opens one in the adjudicator.</source>
        <translation>%1 zulässig, %2 abgelehnt; Eingabe öffnet einen im Schiedsrichter.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1084"/>
        <source>No card effect entered by the referee.</source>
        <translation>Kein Karteneffekt vom Schiedsrichter eingegeben.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1095"/>
        <location filename="../ui/table/tablewidget.cpp" line="1098"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1111"/>
        <source>The card effects are entered: every pane applies them.</source>
        <translation>Die Karteneffekte sind eingegeben: Jeder Bereich wendet sie an.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1209"/>
        <source>Select the card to put it under, or the uncontrolled area.</source>
        <translation>Wählen Sie die Karte, unter die sie kommt, oder den unkontrollierten Bereich.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1214"/>
        <source>A Resource holds no groups: select a group or an Illuminati.</source>
        <translation>Eine Ressource hält keine Gruppen: Wählen Sie eine Gruppe oder eine Illuminati-Karte.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1247"/>
        <location filename="../ui/table/tablewidget.cpp" line="1313"/>
        <source>%1 is in the uncontrolled area.</source>
        <translation>%1 liegt im unkontrollierten Bereich.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1249"/>
        <source>%1 is under %2, on arrow %3.</source>
        <translation>%1 liegt unter %2, an Pfeil %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1254"/>
        <source>%1 is linked to %2</source>
        <translation>%1 ist mit %2 verknüpft</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1314"/>
        <source>%1 is under %2</source>
        <translation>%1 liegt unter %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1344"/>
        <source>%1 sits at the table with %2</source>
        <translation>%1 sitzt mit %2 am Tisch</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1270"/>
        <source>%1 Use Remove Player.</source>
        <translation>%1 Verwenden Sie „Spieler entfernen“.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="563"/>
        <source>NWO to p&amp;lay:</source>
        <translation>Ausspie&amp;len:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="565"/>
        <source>Play</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1095"/>
        <source>1 card effect entered by the referee: %1</source>
        <translation>1 Karteneffekt vom Schiedsrichter eingegeben: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1096"/>
        <source>%1 card effects entered by the referee: %2</source>
        <translation>%1 Karteneffekte vom Schiedsrichter eingegeben: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1273"/>
        <location filename="../ui/table/tablewidget.cpp" line="1352"/>
        <source>%1 left the table.</source>
        <translation>%1 hat den Tisch verlassen.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1289"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1293"/>
        <source>The uncontrolled area</source>
        <translation>Der unkontrollierte Bereich</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1297"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1306"/>
        <source>&amp;Under:</source>
        <translation>&amp;Unter:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1307"/>
        <source>On &amp;arrow:</source>
        <translation>An &amp;Pfeil:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1326"/>
        <source>Add Player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1329"/>
        <location filename="../ui/table/tablewidget.cpp" line="1363"/>
        <source>An Illuminati card&apos;s name</source>
        <translation>Name einer Illuminati-Karte</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1332"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1333"/>
        <location filename="../ui/table/tablewidget.cpp" line="1368"/>
        <source>&amp;Illuminati:</source>
        <translation>&amp;Illuminati:</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1362"/>
        <source>Illuminati of %1</source>
        <translation>Illuminati von %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1390"/>
        <source>%1 replaces its copy and is now the last played.</source>
        <translation>%1 ersetzt sein Exemplar und gilt nun als zuletzt ausgespielt.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1392"/>
        <source>%1 is in force; %2, of the same colour, left play.</source>
        <translation>%1 ist in Kraft; %2 derselben Farbe ist aus dem Spiel.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1395"/>
        <source>%1 is in force.</source>
        <translation>%1 ist in Kraft.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1405"/>
        <source>%1 is no longer in force.</source>
        <translation>%1 ist nicht mehr in Kraft.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1420"/>
        <source>%1 is on the destroyed pile.</source>
        <translation>%1 liegt bei den zerstörten Karten.</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1479"/>
        <location filename="../ui/table/tablewidget.cpp" line="1490"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1487"/>
        <source>%1 is too large to be a position file (more than %2 MB)</source>
        <translation>%1 ist zu groß für eine Spielstanddatei (mehr als %2 MB)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1493"/>
        <location filename="../ui/table/tablewidget.cpp" line="1496"/>
        <source>%1 is not a position file: %2</source>
        <translation>%1 ist keine Spielstanddatei: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1522"/>
        <source>The table cannot be saved as it is: %1</source>
        <translation>Der Spieltisch kann so nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1525"/>
        <location filename="../ui/table/tablewidget.cpp" line="1529"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1539"/>
        <source>Unsaved Table</source>
        <translation>Ungespeicherter Spieltisch</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1540"/>
        <source>The table has changes that are not saved. Save them?</source>
        <translation>Der Spieltisch hat ungespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1556"/>
        <location filename="../ui/table/tablewidget.cpp" line="1563"/>
        <source>Open Table</source>
        <translation>Spieltisch öffnen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1557"/>
        <location filename="../ui/table/tablewidget.cpp" line="1586"/>
        <source>Positions (*.json);;All files (*)</source>
        <translation>Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1574"/>
        <location filename="../ui/table/tablewidget.cpp" line="1585"/>
        <location filename="../ui/table/tablewidget.cpp" line="1592"/>
        <source>Save Table</source>
        <translation>Spieltisch speichern</translation>
    </message>
    <message>
        <location filename="../ui/table/tablewidget.cpp" line="1582"/>
        <source>table, round %1</source>
        <translation>Spieltisch, Runde %1</translation>
    </message>
</context>
<context>
    <name>inwo::TextDeckFormat</name>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="716"/>
        <location filename="../core/decks/textdeckformat.cpp" line="828"/>
        <location filename="../core/decks/textdeckformat.cpp" line="849"/>
        <source>the deck&apos;s name</source>
        <translation>der Name des Decks</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="725"/>
        <source>the deck&apos;s author</source>
        <translation>der Autor des Decks</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="744"/>
        <source>near miss of %1 (%2%)</source>
        <translation>knapp daneben: %1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="760"/>
        <source>could be any of: %1</source>
        <translation>könnte jede dieser Karten sein: %1</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="808"/>
        <location filename="../core/decks/textdeckformat.cpp" line="852"/>
        <source>names %1, but outside the card list</source>
        <translation>nennt %1, aber außerhalb der Kartenliste</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="813"/>
        <location filename="../core/decks/textdeckformat.cpp" line="915"/>
        <source>prose, not a card</source>
        <translation>Fließtext, keine Karte</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="814"/>
        <location filename="../core/decks/textdeckformat.cpp" line="928"/>
        <source>not in a card list</source>
        <translation>nicht in einer Kartenliste</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="839"/>
        <location filename="../core/decks/textdeckformat.cpp" line="891"/>
        <location filename="../core/decks/textdeckformat.cpp" line="924"/>
        <source>a heading</source>
        <translation>eine Überschrift</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="860"/>
        <source>no copies of %1 (a quantity of 0)</source>
        <translation>keine Exemplare von %1 (Anzahl 0)</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="884"/>
        <location filename="../core/decks/textdeckformat.cpp" line="988"/>
        <source>section: each card goes to its own zone</source>
        <translation>Abschnitt: jede Karte kommt in ihren eigenen Bereich</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="933"/>
        <source>no card is named &quot;%1&quot;</source>
        <translation>keine Karte heißt „%1“</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="945"/>
        <source>%1:%2: more than %3 lines; no deck list is this long</source>
        <extracomment>%1 is the file, %2 the line number: &quot;deck.txt:5001: ...&quot;</extracomment>
        <translation>%1:%2: mehr als %3 Zeilen; so lang ist keine Deckliste</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="964"/>
        <source>the end of the card name on line %1</source>
        <translation>das Ende des Kartennamens in Zeile %1</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="973"/>
        <source>a note</source>
        <translation>eine Notiz</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="976"/>
        <source>decoration</source>
        <translation>Verzierung</translation>
    </message>
    <message>
        <location filename="../core/decks/textdeckformat.cpp" line="986"/>
        <source>section: cards go to %1</source>
        <translation>Abschnitt: Karten kommen in den Bereich „%1“</translation>
    </message>
</context>
<context>
    <name>inwo::TimelineDocument</name>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="47"/>
        <source>Untitled Timeline</source>
        <translation>Unbenannte Zeitleiste</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="155"/>
        <source>Start a timeline from a table first.</source>
        <translation>Beginnen Sie zuerst eine Zeitleiste von einem Spieltisch aus.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="166"/>
        <source>The play cannot be added: %1</source>
        <translation>Der Spielzug kann nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="180"/>
        <source>Remove %1 first: it names %2.</source>
        <translation>Entfernen Sie zuerst %1: Dieser Spielzug nennt %2.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="181"/>
        <source>Remove %1 first: they name %2.</source>
        <translation>Entfernen Sie zuerst %1: Diese Spielzüge nennen %2.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="181"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="197"/>
        <source>%1 names %2, so it comes after it.</source>
        <translation>%1 nennt %2 und kommt daher danach.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinedocument.cpp" line="205"/>
        <source>The play cannot move: %1</source>
        <translation>Der Spielzug kann nicht verschoben werden: %1</translation>
    </message>
</context>
<context>
    <name>inwo::TimelineText</name>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="15"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="17"/>
        <source>Aid</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="19"/>
        <source>Defend</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="21"/>
        <source>Agents card</source>
        <translation>Agentenkarte</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="23"/>
        <source>Plot</source>
        <translation>Plot</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="25"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="27"/>
        <source>Special ability</source>
        <translation>Sonderfähigkeit</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="29"/>
        <source>Cancel</source>
        <translation>Aufhebung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="31"/>
        <source>Alignment change</source>
        <translation>Gesinnungsänderung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="33"/>
        <source>Dice rolled</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="35"/>
        <source>Die roll changed</source>
        <translation>Wurf geändert</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="37"/>
        <source>New World Order</source>
        <translation>Neue Weltordnung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="39"/>
        <source>Look</source>
        <translation>Einsehen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="41"/>
        <source>Automatic takeover</source>
        <translation>Automatische Übernahme</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="43"/>
        <source>Move a group</source>
        <translation>Gruppe verschieben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="45"/>
        <source>Link</source>
        <translation>Verknüpfung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="47"/>
        <source>Privilege</source>
        <translation>Privilegierung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="49"/>
        <source>Salvage</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="51"/>
        <source>Buy Plots</source>
        <translation>Plots kaufen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="53"/>
        <source>Discard a Plot</source>
        <translation>Plot abwerfen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="55"/>
        <source>Give a Plot</source>
        <translation>Plot abgeben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="57"/>
        <source>Call off an attack</source>
        <translation>Angriff abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="59"/>
        <source>Negate an NWO</source>
        <translation>NWO aufheben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="61"/>
        <source>Automatic failure</source>
        <translation>Automatischer Fehlschlag</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="63"/>
        <source>Suspend for one attack</source>
        <translation>Für einen Angriff aufheben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="65"/>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="67"/>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="69"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="71"/>
        <source>Expose a Plot</source>
        <translation>Plot aufdecken</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="73"/>
        <source>Capture</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="75"/>
        <source>Destroy</source>
        <translation>Zerstören</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="77"/>
        <source>Devastate</source>
        <translation>Verwüsten</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="79"/>
        <source>Relieve</source>
        <translation>Verwüstung aufheben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="81"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="83"/>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="85"/>
        <source>Deal from the uncontrolled deck</source>
        <translation>Vom unkontrollierten Deck austeilen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="87"/>
        <source>Eliminate a player</source>
        <translation>Spieler scheidet aus</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="89"/>
        <source>Claim victory</source>
        <translation>Sieg beanspruchen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="91"/>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="93"/>
        <source>Referee&apos;s correction</source>
        <translation>Berichtigung des Schiedsrichters</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="102"/>
        <source>the target&apos;s immunity</source>
        <translation>die Immunität des Ziels</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="104"/>
        <source>the privilege</source>
        <translation>das Privileg</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="113"/>
        <source>Effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="115"/>
        <source>Cancelled</source>
        <translation>Aufgehoben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="117"/>
        <source>Illegal</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="119"/>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="121"/>
        <source>Called off</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="130"/>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="132"/>
        <source>Returned</source>
        <translation>Zurückgegeben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="134"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="136"/>
        <source>Discarded</source>
        <translation>Abgeworfen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="138"/>
        <source>Back in hand</source>
        <translation>Wieder auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="140"/>
        <source>Back in hand, exposed</source>
        <translation>Wieder auf der Hand, offen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="142"/>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="144"/>
        <source>Discarded at the end of the turn unless taken</source>
        <translation>Am Ende des Zuges abgelegt, falls nicht übernommen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="146"/>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="155"/>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="157"/>
        <source>exposed</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="159"/>
        <source>salvaged</source>
        <translation>geborgen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="168"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="170"/>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="172"/>
        <source>Go Fish</source>
        <translation>Go Fish</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="181"/>
        <source>for the attack</source>
        <translation>für den Angriff</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="183"/>
        <source>for the defence</source>
        <translation>für die Verteidigung</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="192"/>
        <source>until the end of the turn</source>
        <translation>bis zum Ende des Zuges</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="194"/>
        <source>for good</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="215"/>
        <location filename="../ui/timeline/timelinetext.cpp" line="302"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="217"/>
        <source>the action of %1</source>
        <translation>die Aktion von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="219"/>
        <source>the ability of %1</source>
        <translation>die Fähigkeit von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="234"/>
        <source>Disaster on %1</source>
        <translation>Katastrophe gegen %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="235"/>
        <source>Instant attack on %1</source>
        <translation>Sofortangriff auf %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="240"/>
        <source>%1 attacks to control %2</source>
        <translation>%1 greift %2 zur Kontrolle an</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="243"/>
        <source>%1 attacks to destroy %2</source>
        <translation>%1 greift %2 zur Zerstörung an</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="246"/>
        <source>%1 attacks to neutralize %2</source>
        <translation>%1 greift %2 zur Neutralisierung an</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="253"/>
        <source>%1 (second attempt)</source>
        <translation>%1 (zweiter Versuch)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="256"/>
        <source>%1 aids %2</source>
        <translation>%1 unterstützt %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="259"/>
        <source>%1 defends against %2</source>
        <translation>%1 verteidigt gegen %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="263"/>
        <source>Agents card %1 for %2</source>
        <translation>Agentenkarte %1 für %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="264"/>
        <source>Agents card %1 against %2</source>
        <translation>Agentenkarte %1 gegen %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="273"/>
        <source>Cancels %1</source>
        <translation>Hebt %1 auf</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="280"/>
        <source>%1 becomes %2 %3</source>
        <translation>%1 erhält %3 die Gesinnung %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="281"/>
        <source>%1 is no longer %2 %3</source>
        <translation>%1 verliert %3 die Gesinnung %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="285"/>
        <source>%1 + %2 for %3: success</source>
        <translation>%1 + %2 für %3: Erfolg</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="289"/>
        <source>%1 + %2 for %3: failure</source>
        <translation>%1 + %2 für %3: Misserfolg</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="295"/>
        <source>Roll of %1 changed by %2</source>
        <translation>Wurf von %1 um %2 geändert</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="305"/>
        <source>Looks at %1&apos;s hand</source>
        <translation>Sieht die Hand von %1 ein</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="306"/>
        <source>Looks at %1&apos;s deck</source>
        <translation>Sieht das Deck von %1 ein</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="307"/>
        <source>Go Fish with %1</source>
        <translation>Go Fish mit %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="310"/>
        <source>Takes over %1</source>
        <translation>Übernimmt %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="311"/>
        <source>Takes over %1 under %2, arrow %3</source>
        <translation>Übernimmt %1 unter %2, Pfeil %3</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="316"/>
        <source>Moves %1 under %2, arrow %3</source>
        <translation>Verschiebt %1 unter %2, Pfeil %3</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="320"/>
        <source>%1, given to %2</source>
        <translation>%1, abgegeben an %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="323"/>
        <source>Links %1 to %2</source>
        <translation>Verknüpft %1 mit %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="326"/>
        <source>Makes %1 privileged</source>
        <translation>Macht %1 privilegiert</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="329"/>
        <source>Salvages the Plot of %1</source>
        <translation>Birgt den Plot von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="335"/>
        <source>Buys Plots with the tokens of %1</source>
        <translation>Kauft Plots mit den Aktionsmarkern von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="335"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="339"/>
        <source>Discards %1 from the hand</source>
        <translation>Legt %1 aus der Hand ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="340"/>
        <source>Discards Plots down to %1</source>
        <translation>Legt Plots bis auf %1 ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="341"/>
        <source>Discards a hidden Plot</source>
        <translation>Wirft einen verdeckten Plot ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="342"/>
        <source>Discards %1</source>
        <translation>Wirft %1 ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="346"/>
        <source>Gives a hidden Plot to %1</source>
        <translation>Gibt einen verdeckten Plot an %1 ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="453"/>
        <source>No card of the table is %1</source>
        <translation>Keine Karte auf dem Tisch ist %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="345"/>
        <location filename="../ui/timeline/timelinetext.cpp" line="347"/>
        <source>Gives %1 to %2</source>
        <translation>Gibt %1 an %2 ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="350"/>
        <source>Knocks</source>
        <translation>Klopft</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="353"/>
        <source>%1&apos;s turn begins</source>
        <translation>Der Zug von %1 beginnt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="356"/>
        <source>Draws %1</source>
        <translation>Zieht %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="357"/>
        <source>Draws a Plot</source>
        <translation>Zieht einen Plot</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="358"/>
        <source>Draws %1 Plots</source>
        <translation>Zieht %1 Plots</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="361"/>
        <source>Shows %1</source>
        <translation>Deckt %1 auf</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="364"/>
        <source>Takes %1 under %2, arrow %3</source>
        <translation>Übernimmt %1 unter %2, Pfeil %3</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="369"/>
        <source>Destroys %1</source>
        <translation>Zerstört %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="372"/>
        <source>Devastates %1</source>
        <translation>Verwüstet %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="375"/>
        <source>Relieves %1</source>
        <translation>Hebt die Verwüstung von %1 auf</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="378"/>
        <location filename="../ui/timeline/timelinetext.cpp" line="382"/>
        <source>the bank</source>
        <translation>die Bank</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="380"/>
        <source>%1 MB from %2 to %3</source>
        <translation>%1 MB von %2 an %3</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="383"/>
        <source>%1 MB from %2 on %3</source>
        <translation>%1 MB von %2 für %3</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="387"/>
        <source>Collects income</source>
        <translation>Erhält Einkommen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="390"/>
        <source>Deals %1</source>
        <translation>Teilt %1 aus</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="393"/>
        <source>%1 is out of the game</source>
        <translation>%1 ist aus dem Spiel ausgeschieden</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="396"/>
        <source>Claims victory</source>
        <translation>Beansprucht den Sieg</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="399"/>
        <source>Phase: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="402"/>
        <source>Correction: %1</source>
        <translation>Berichtigung: %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="405"/>
        <source>Calls off %1</source>
        <translation>Bricht %1 ab</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="408"/>
        <source>Negates %1</source>
        <translation>Hebt %1 auf</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="411"/>
        <source>Makes %1 an automatic failure</source>
        <translation>Lässt %1 automatisch misslingen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="414"/>
        <source>Sets aside %1 for %2</source>
        <translation>Hebt %1 für %2 auf</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="418"/>
        <source>%1, +%2 to its side</source>
        <translation>%1, +%2 für seine Seite</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="420"/>
        <source>%1, by %2</source>
        <translation>%1, durch %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="422"/>
        <source>%1, with %2</source>
        <translation>%1, mit %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="428"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="435"/>
        <source>Action token of %1</source>
        <translation>Aktionsmarker von %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="437"/>
        <source>A hidden Plot</source>
        <translation>Ein verdeckter Plot</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="437"/>
        <source>Plot %1</source>
        <translation>Plot %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="439"/>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="450"/>
        <source>The attacking player does not sit at the table.</source>
        <translation>Der angreifende Spieler sitzt nicht am Tisch.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="452"/>
        <source>The attack has no attacking group.</source>
        <translation>Der Angriff hat keine angreifende Gruppe.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="455"/>
        <source>%1 is not in a Power Structure.</source>
        <translation>%1 ist in keiner Machtstruktur.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="457"/>
        <source>%1 is not the attacking player&apos;s.</source>
        <translation>%1 gehört nicht dem angreifenden Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="459"/>
        <source>%1 is not a group.</source>
        <translation>%1 ist keine Gruppe.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="461"/>
        <source>%1 is not in the card database.</source>
        <translation>%1 steht nicht in der Kartendatenbank.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinetext.cpp" line="463"/>
        <source>%1 has no Action token left.</source>
        <translation>%1 hat keinen Aktionsmarker mehr.</translation>
    </message>
</context>
<context>
    <name>inwo::TimelineWidget</name>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="185"/>
        <source>Plays, in the order made</source>
        <translation>Spielzüge in der gespielten Reihenfolge</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="199"/>
        <source>Cancelled</source>
        <translation>Aufgehoben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="200"/>
        <source>Effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="204"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="308"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="211"/>
        <source>Remove the Selected Play</source>
        <translation>Gewählten Spielzug entfernen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="213"/>
        <source>Move the Selected Play Up</source>
        <translation>Gewählten Spielzug nach oben verschieben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="215"/>
        <source>Move the Selected Play Down</source>
        <translation>Gewählten Spielzug nach unten verschieben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="217"/>
        <source>Open in the Adjudicator</source>
        <translation>Im Schiedsrichter öffnen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="221"/>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="222"/>
        <source>The selected play one earlier (Ctrl+Up)</source>
        <translation>Den gewählten Spielzug eine Stelle früher (Strg+Pfeil nach oben)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="223"/>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="224"/>
        <source>The selected play one later (Ctrl+Down)</source>
        <translation>Den gewählten Spielzug eine Stelle später (Strg+Pfeil nach unten)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="225"/>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="226"/>
        <source>Take the selected play out of the timeline (Delete)</source>
        <translation>Den gewählten Spielzug aus der Zeitleiste nehmen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="227"/>
        <source>Open in Ad&amp;judicator</source>
        <translation>Im Schiedsrichter &amp;öffnen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="228"/>
        <source>The selected attack, with the aid that stands, on the table the timeline starts from (Enter)</source>
        <translation>Den gewählten Angriff mit der Hilfe, die Bestand hat, auf dem Spieltisch, von dem die Zeitleiste ausgeht (Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="259"/>
        <source>Add a play</source>
        <translation>Einen Spielzug hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="271"/>
        <source>The selected play</source>
        <translation>Der gewählte Spielzug</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="278"/>
        <source>What the play does</source>
        <translation>Was der Spielzug bewirkt</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="294"/>
        <source>What it put on the line, and where each ends up:</source>
        <translation>Was er aufs Spiel gesetzt hat und wo es jeweils landet:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="296"/>
        <source>What the play put on the line</source>
        <translation>Was der Spielzug aufs Spiel gesetzt hat</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="305"/>
        <source>Back in hand, exposed</source>
        <translation>Wieder auf der Hand, offen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="330"/>
        <source>Where each player&apos;s things end up</source>
        <translation>Wo Aktionsmarker, Plots und Karten jedes Spielers landen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="430"/>
        <source>Start a timeline with File &gt; New Timeline, from the Table tab&apos;s position or from a position file, or open one.</source>
        <translation>Beginnen Sie eine Zeitleiste mit Datei &gt; Neue Zeitleiste anlegen, aus dem Spielstand im Reiter „Spieltisch“ oder aus einer Spielstanddatei, oder öffnen Sie eine.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="443"/>
        <source>No play yet: add the first below.</source>
        <translation>Noch kein Spielzug: Fügen Sie unten den ersten hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="444"/>
        <source>No play selected. About the timeline as a whole:</source>
        <translation>Kein Spielzug gewählt. Zur Zeitleiste als Ganzes:</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="450"/>
        <source>%1 (%2, %3): %4</source>
        <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="454"/>
        <source>%1, by %2</source>
        <translation>%1, durch %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="456"/>
        <source>%1 (%2: %3)</source>
        <translation>%1 (%2: %3)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="561"/>
        <source>%1 added: %2.</source>
        <translation>%1 hinzugefügt: %2.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="576"/>
        <source>%1 removed.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="597"/>
        <source>%1 is not an attack, nor part of one.</source>
        <translation>%1 ist kein Angriff und auch nicht Teil eines Angriffs.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="606"/>
        <source>%1 was refused: there is no attack to open.</source>
        <translation>%1 wurde abgelehnt: Es gibt keinen Angriff zu öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="607"/>
        <source>%1 cannot open in the adjudicator: a card of it is not known.</source>
        <translation>%1 kann nicht im Schiedsrichter geöffnet werden: Eine seiner Karten ist unbekannt.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="633"/>
        <source>A timeline starts from a table with players.</source>
        <translation>Eine Zeitleiste beginnt an einem Spieltisch mit Spielern.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="634"/>
        <source>The table cannot start a timeline: %1</source>
        <translation>Von diesem Spieltisch aus kann keine Zeitleiste beginnen: %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="647"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="655"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="675"/>
        <source>%1 is too large to be a position file (more than %2 MB)</source>
        <translation>%1 ist zu groß für eine Spielstanddatei (mehr als %2 MB)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="676"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="682"/>
        <source>%1 is not a position file: %2</source>
        <translation>%1 ist keine Spielstanddatei: %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="696"/>
        <source>%1 is too large to be a timeline file (more than %2 MB)</source>
        <translation>%1 ist zu groß für eine Zeitleistendatei (mehr als %2 MB)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="697"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="703"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="705"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="708"/>
        <source>%1 is not a timeline file: %2</source>
        <translation>%1 ist keine Zeitleistendatei: %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="706"/>
        <source>$.position.players: no player sits at the table</source>
        <translation>$.position.players: Es sitzt kein Spieler am Tisch</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="721"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="844"/>
        <source>There is no timeline to save: start one from a table first.</source>
        <translation>Es gibt keine Zeitleiste zum Speichern: Beginnen Sie zuerst eine von einem Spieltisch aus.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="727"/>
        <source>The timeline cannot be saved as it is: %1</source>
        <translation>Die Zeitleiste kann so nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="730"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="734"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="744"/>
        <source>Unsaved Timeline</source>
        <translation>Ungespeicherte Zeitleiste</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="745"/>
        <source>The timeline has changes that are not saved. Save them?</source>
        <translation>Die Zeitleiste hat ungespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="763"/>
        <source>New Timeline from a Position File</source>
        <translation>Neue Zeitleiste aus einer Spielstanddatei</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="764"/>
        <source>Positions (*.json);;All files (*)</source>
        <translation>Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="770"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="791"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="797"/>
        <source>New Timeline</source>
        <translation>Neue Zeitleiste</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="798"/>
        <source>Start the timeline from the table on the Table tab, or from a position file?</source>
        <translation>Die Zeitleiste vom Spieltisch im Reiter „Spieltisch“ aus beginnen oder aus einer Spielstanddatei?</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="801"/>
        <source>From the Table</source>
        <translation>Vom Spieltisch</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="803"/>
        <source>From a Position File…</source>
        <translation>Aus einer Spielstanddatei…</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="817"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="824"/>
        <source>Open Timeline</source>
        <translation>Zeitleiste öffnen</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="818"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="852"/>
        <source>Timelines (*.json);;All files (*)</source>
        <translation>Zeitleisten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="835"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="843"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="850"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="858"/>
        <source>Save Timeline</source>
        <translation>Zeitleiste speichern</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="837"/>
        <location filename="../ui/timeline/timelinewidget.cpp" line="860"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/timeline/timelinewidget.cpp" line="848"/>
        <source>timeline, round %1</source>
        <translation>Zeitleiste, Runde %1</translation>
    </message>
</context>
<context>
    <name>inwo::VerdictPanel</name>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="34"/>
        <source>Deck size</source>
        <translation>Deckgröße</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="36"/>
        <source>Illuminati</source>
        <translation>Illuminati</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="38"/>
        <source>Group deck</source>
        <translation>Gruppendeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="40"/>
        <source>Plot deck</source>
        <translation>Plotdeck</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="42"/>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="44"/>
        <source>Restricted</source>
        <translation>Eingeschränkt</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="46"/>
        <source>Ultra Restricted</source>
        <translation>Stark eingeschränkt</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="48"/>
        <source>Banned</source>
        <translation>Verboten</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="50"/>
        <source>Set not allowed</source>
        <translation>Edition nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="52"/>
        <source>Unknown card</source>
        <translation>Unbekannte Karte</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="163"/>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="339"/>
        <source>No format</source>
        <translation>Kein Format</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="182"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="191"/>
        <source>Click a violation to select its cards in the deck</source>
        <translation>Klicken Sie auf einen Verstoß, um seine Karten im Deck auszuwählen</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="201"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="406"/>
        <source>The format also says what no program can check; the judge at your event decides:</source>
        <translation>Das Format sagt auch, was kein Programm prüfen kann; darüber entscheidet die Turnierleitung Ihrer Veranstaltung:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="428"/>
        <source>• Line %1 of %2: “%3” read as %4 (%5% sure)</source>
        <extracomment>%1 the line&apos;s number, %2 the file, %3 the line as written, %4 the card it was read as, %5 how sure (a whole percentage)</extracomment>
        <translation>• Zeile %1 in %2: „%3“ gelesen als %4 (%5&#xa0;% sicher)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="435"/>
        <source>The verdict rests on a near miss of a card&apos;s name in the imported list; check that it is the card meant:</source>
        <translation>Die Prüfung beruht auf einem Beinahe-Treffer bei einem Kartennamen der importierten Liste; prüfen Sie, ob es die gemeinte Karte ist:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="437"/>
        <source>The verdict rests on %L1 near misses of card names in the imported list; check that each is the card meant:</source>
        <translation>Die Prüfung beruht auf %L1 Beinahe-Treffern bei Kartennamen der importierten Liste; prüfen Sie, ob jeweils die gemeinte Karte gelesen wurde:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="441"/>
        <source>Near misses (%1)</source>
        <translation>Beinahe-Treffer (%1)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="476"/>
        <source>Find the Card It Meant	Enter</source>
        <translation>Gemeinte Karte suchen	Eingabe</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="477"/>
        <source>Leave Out This Line	Delete</source>
        <translation>Diese Zeile weglassen	Entf</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="209"/>
        <source>Fo&amp;rmat:</source>
        <translation>Fo&amp;rmat:</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="240"/>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="242"/>
        <source>Illegal</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="263"/>
        <source>Format files that could not be read:
%1</source>
        <translation>Formatdateien, die nicht gelesen werden konnten:
%1</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="339"/>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="342"/>
        <source>The deck has no cards yet: add them from the search on the left, or import a deck file.</source>
        <translation>Das Deck hat noch keine Karten: Fügen Sie sie aus der Suche links hinzu oder importieren Sie eine Deck-Datei.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="362"/>
        <source>The deck is incomplete: 1 line of %1 names no card.</source>
        <translation>Das Deck ist unvollständig: 1 Zeile aus %1 nennt keine Karte.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="364"/>
        <source>The deck is incomplete: %L1 lines of %2 name no card.</source>
        <translation>Das Deck ist unvollständig: %L1 Zeilen aus %2 nennen keine Karte.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="368"/>
        <source>Activate such a line below to find the card it meant, or press Delete on it to leave it out.</source>
        <translation>Aktivieren Sie eine solche Zeile unten, um die gemeinte Karte zu suchen, oder drücken Sie darauf Entf, um sie wegzulassen.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="378"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="383"/>
        <source>Enter finds the card this line meant; Delete leaves the line out of the deck</source>
        <translation>Eingabe sucht die Karte, die diese Zeile meint; Entf lässt die Zeile aus dem Deck weg</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="391"/>
        <source>None: the deck keeps every rule that can be checked.</source>
        <translation>Keine: Das Deck hält alle prüfbaren Regeln ein.</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="395"/>
        <source>Violations (%1)</source>
        <translation>Verstöße (%1)</translation>
    </message>
    <message>
        <location filename="../ui/deckeditor/verdictpanel.cpp" line="403"/>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
</context>
<context>
    <name>inwo::WorkedScenarios</name>
    <message>
        <location filename="../ui/rules/workedscenarios.cpp" line="32"/>
        <source>The worked scenario %1 has no &quot;%2&quot; to open.</source>
        <extracomment>%1 is a bundled scenario&apos;s path, %2 the part it lacks (&quot;position&quot;)</extracomment>
        <translation>Das Beispielszenario %1 hat kein „%2“ zum Öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/rules/workedscenarios.cpp" line="65"/>
        <location filename="../ui/rules/workedscenarios.cpp" line="85"/>
        <location filename="../ui/rules/workedscenarios.cpp" line="92"/>
        <source>The worked scenario %1 cannot be opened: %2</source>
        <extracomment>%1 is a bundled scenario&apos;s path, %2 what is wrong with it</extracomment>
        <translation>Das Beispielszenario %1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="117"/>
        <location filename="../app/gui/main.cpp" line="158"/>
        <location filename="../app/gui/main.cpp" line="188"/>
        <source>INWO Assistant</source>
        <translation>INWO Assistant</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="121"/>
        <source>Card browser and helper for Illuminati: New World Order.</source>
        <translation>Kartenbrowser und Helfer für Illuminati: New World Order.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="127"/>
        <source>Use the card database &lt;path&gt; instead of the default (the INWO_DB environment variable, or the user&apos;s data folder).</source>
        <translation>Die Kartendatenbank &lt;Pfad&gt; statt der voreingestellten verwenden (Umgebungsvariable INWO_DB oder der Datenordner des Benutzers).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="130"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="133"/>
        <source>Quit as soon as the main window has been painted for the first time (for start-up benchmarks).</source>
        <translation>Beenden, sobald das Hauptfenster zum ersten Mal gezeichnet wurde (für Startzeit-Messungen).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="153"/>
        <source>The card database %1 could not be opened:
%2</source>
        <translation>Die Kartendatenbank %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="184"/>
        <source>The card database %1 could not be recovered:
%2</source>
        <translation>Die Kartendatenbank %1 konnte nicht wiederhergestellt werden:
%2</translation>
    </message>
</context>
</TS>
