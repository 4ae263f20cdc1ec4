#include "abilityform.h"

#include "abilitywords.h"
#include "adjudicator/attacknames.h"
#include "adjudicator/cardnamecompleter.h"
#include "adjudicator/checklistbutton.h"
#include "cards/cardnameresolver.h"
#include "common/enumnames.h"
#include "common/jsonpathreader.h"
#include "common/statuscolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace inwo {

namespace {

using Kind = CardAbility::Kind;
using Reach = CardAbility::Reach;

constexpr int MaxValue = 100;       // the ability format's bound (far above any printed bonus)
constexpr int MaxWordsLength = 160; // characters of an ability's words, as the format allows

QList<Alignment> offeredAlignments()
{
    // The boxed game's Communist and Socialist are on no INWO card.
    QList<Alignment> offered;
    for (const Alignment alignment : allOf<Alignment>()) {
        if (alignment != Alignment::Communist && alignment != Alignment::Socialist)
            offered.append(alignment);
    }
    return offered;
}

QList<Attribute> offeredAttributes()
{
    const auto all = allOf<Attribute>();
    return QList<Attribute>(all.begin(), all.end());
}

QList<CardType> offeredTypes()
{
    return {CardType::Organization, CardType::Personality, CardType::Place,
            CardType::Illuminati,   CardType::Resource,    CardType::Disaster,
            CardType::Assassination};
}

QList<AttackKind> offeredAttacks()
{
    const auto all = allOf<AttackKind>();
    return QList<AttackKind>(all.begin(), all.end());
}

template <typename E> QStringList namesOf(const QList<E> &values)
{
    QStringList names;
    for (const E value : values)
        names.append(EnumNames::name(value));
    return names;
}

QStringList attackNames(const QList<AttackKind> &kinds)
{
    QStringList names;
    for (const AttackKind kind : kinds)
        names.append(AttackNames::name(kind));
    return names;
}

template <typename E>
QList<Qt::CheckState> statesOf(const QList<E> &offered, const QList<E> &chosen)
{
    QList<Qt::CheckState> states;
    for (const E value : offered)
        states.append(chosen.contains(value) ? Qt::Checked : Qt::Unchecked);
    return states;
}

// The values ticked on `button`, and those of `kept` the button does not offer.
template <typename E>
QList<E> chosenOf(const QList<E> &offered, const CheckListButton *button, const QList<E> &kept)
{
    QList<E> chosen;
    for (qsizetype i = 0; i < offered.size(); ++i) {
        if (button->state(int(i)) != Qt::Unchecked)
            chosen.append(offered.at(i));
    }
    for (const E value : kept) {
        if (!offered.contains(value) && !chosen.contains(value))
            chosen.append(value);
    }
    return chosen;
}

bool isMultiplier(Kind kind)
{
    return kind == Kind::PowerMultiplier || kind == Kind::DefencePowerMultiplier ||
           kind == Kind::ResistanceMultiplier;
}

// The numbers a kind's spin box offers: what the ability format allows of it.
int minimumOf(Kind kind)
{
    if (isMultiplier(kind))
        return 2;
    if (kind == Kind::PowerSet || kind == Kind::ExtraToken || kind == Kind::Privilege)
        return 1;
    return -MaxValue;
}

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    QString name = text;
    name.remove(u'&');
    if (name.endsWith(u':'))
        name.chop(1);
    buddy->setAccessibleName(name);
    return label;
}

CheckListButton *checkList(const QStringList &items, const QString &name, const QString &none,
                           QWidget *parent)
{
    auto *button = new CheckListButton(items, false, parent);
    button->setObjectName(name);
    button->setEmptyText(none);
    return button;
}

} // namespace

AbilityForm::AbilityForm(const CardNameResolver &resolver, QAbstractItemModel *cardNames,
                         QWidget *parent)
    : QDialog(parent), m_resolver(resolver)
{
    setObjectName(u"abilityForm"_s);
    setWindowTitle(tr("Card Effect"));
    m_kept.provenance = CardAbility::Provenance::EnteredByReferee;
    m_kept.source = CardAbility::RefereeSource;

    m_preset = new QComboBox(this);
    m_preset->setObjectName(u"abilityPresetCombo"_s);
    m_preset->addItem(tr("\u2014 fill in below \u2014"), int(AbilityPreset::None));
    m_preset->addItem(tr("NWO: every group of an alignment gets +N Power"),
                      int(AbilityPreset::NwoPowerBonus));
    m_preset->addItem(tr("Linked card sets the Power of its group to N"),
                      int(AbilityPreset::LinkedPowerSet));
    m_preset->addItem(tr("Card gives +N to its attacks"), int(AbilityPreset::AttackBonus));
    m_preset->setToolTip(tr("Fills in the fields for a common effect; change any of them after"));

    m_card = new QLineEdit(this);
    m_card->setObjectName(u"abilityCardField"_s);
    m_card->setPlaceholderText(tr("the card that has the effect"));
    m_card->setClearButtonEnabled(true);
    if (cardNames)
        m_card->setCompleter(new CardNameCompleter(cardNames, m_card));

    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"abilityKindCombo"_s);
    for (const Kind kind : AbilityWords::enterableKinds())
        m_kind->addItem(AbilityWords::name(kind), int(kind));

    m_value = new QSpinBox(this);
    m_value->setObjectName(u"abilityValueSpin"_s);
    m_value->setRange(-MaxValue, MaxValue);
    m_value->setValue(2);

    m_reach = new QComboBox(this);
    m_reach->setObjectName(u"abilityReachCombo"_s);
    for (const Reach reach : allOf<Reach>())
        m_reach->addItem(AbilityWords::name(reach), int(reach));
    m_reach->setToolTip(tr("Whom the effect covers: the card itself, its player's attacks, the "
                           "groups of its Power Structure, every group in play, ..."));

    m_permanent = new QCheckBox(tr("&Permanent: counts for goals"), this);
    m_permanent->setObjectName(u"abilityPermanentCheck"_s);
    m_permanent->setToolTip(tr("A permanent change lasts and counts for goals; the others count "
                               "in attacks only"));

    const QStringList alignmentNames = namesOf(offeredAlignments());
    m_becomes = checkList(alignmentNames, u"abilityBecomesButton"_s, tr("choose"), this);
    m_forGoals = new QCheckBox(tr("Counts for &goals"), this);
    m_forGoals->setObjectName(u"abilityForGoalsCheck"_s);
    m_forGoals->setChecked(true);
    auto *becomesRow = new QHBoxLayout;
    becomesRow->addWidget(m_becomes, 1);
    becomesRow->addWidget(m_forGoals);

    m_holderBox = createConditionBox(tr("Which groups get it"), u"abilityHolderBox"_s,
                                     &m_holderAlignments, &m_holderAttributes, &m_holderTypes,
                                     {tr("A&lignments:"), tr("A&ttributes:"), tr("Card t&ypes:")});
    m_holderBox->setToolTip(tr("Left empty: every group it covers. A direct effect is the card's "
                               "own and has no choice of groups."));
    QGroupBox *conditionBox =
        createConditionBox(tr("Against which"), u"abilityConditionBox"_s, &m_conditionAlignments,
                           &m_conditionAttributes, &m_conditionTypes,
                           {tr("Al&ignments:"), tr("Attrib&utes:"), tr("Ca&rd types:")});
    conditionBox->setToolTip(tr("The other side: the target of an attack bonus, the attacker "
                                "for a defence bonus or an immunity. Left empty: any."));
    auto *conditions = new QHBoxLayout;
    conditions->addWidget(m_holderBox, 1);
    conditions->addWidget(conditionBox, 1);

    m_attacks = checkList(attackNames(offeredAttacks()), u"abilityAttacksButton"_s,
                          tr("every kind of attack"), this);

    m_words = new QLineEdit(this);
    m_words->setObjectName(u"abilityWordsField"_s);
    m_words->setMaxLength(MaxWordsLength);
    m_words->setClearButtonEnabled(true);
    m_words->setToolTip(tr("How the lines cite the effect; left empty, the words below"));

    m_summary = new QLabel(this);
    m_summary->setObjectName(u"abilitySummaryLabel"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem = new QLabel(this);
    m_problem->setObjectName(u"abilityProblemLabel"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    followPalette(m_problem,
                  [this] { m_problem->setStyleSheet(StatusColours::textStyle(StatusTone::Bad)); });
    m_problem->hide();

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(buddyLabel(tr("&Start from:"), m_preset, this), m_preset);
    form->addRow(buddyLabel(tr("C&ard:"), m_card, this), m_card);
    form->addRow(buddyLabel(tr("&Effect:"), m_kind, this), m_kind);
    m_valueLabel = buddyLabel(tr("&Value:"), m_value, this);
    form->addRow(m_valueLabel, m_value);
    form->addRow(buddyLabel(tr("&Whom it covers:"), m_reach, this), m_reach);
    form->addRow(QString(), m_permanent);
    m_becomesLabel = buddyLabel(tr("&Becomes:"), m_becomes, this);
    form->addRow(m_becomesLabel, becomesRow);
    m_permanent->setAccessibleName(tr("Permanent: counts for goals"));
    m_forGoals->setAccessibleName(tr("Counts for goals"));

    auto *lower = new QFormLayout;
    lower->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    lower->addRow(buddyLabel(tr("Attac&ks:"), m_attacks, this), m_attacks);
    lower->addRow(buddyLabel(tr("Your wor&ds:"), m_words, this), m_words);
    lower->addRow(new QLabel(tr("In words:"), this), m_summary);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &AbilityForm::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(conditions);
    layout->addLayout(lower);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_preset, &QComboBox::activated, this,
            [this] { applyPreset(AbilityPreset(m_preset->currentData().toInt())); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, &AbilityForm::kindChanged);
    connect(m_reach, &QComboBox::currentIndexChanged, this, [this] {
        showFieldsOfKind();
        updateSummary();
    });
    connect(m_value, &QSpinBox::valueChanged, this, &AbilityForm::updateSummary);
    connect(m_permanent, &QCheckBox::toggled, this, &AbilityForm::updateSummary);
    connect(m_forGoals, &QCheckBox::toggled, this, &AbilityForm::updateSummary);
    connect(m_card, &QLineEdit::textChanged, this, &AbilityForm::updateSummary);
    for (CheckListButton *button :
         {m_becomes, m_holderAlignments, m_holderAttributes, m_holderTypes, m_conditionAlignments,
          m_conditionAttributes, m_conditionTypes, m_attacks}) {
        connect(button, &CheckListButton::statesChanged, this, &AbilityForm::updateSummary);
    }

    kindChanged();
    resize(std::max(sizeHint().width(), 620), sizeHint().height());
    m_card->setFocus();
}

QGroupBox *AbilityForm::createConditionBox(const QString &title, const QString &name,
                                           CheckListButton **alignments,
                                           CheckListButton **attributes, CheckListButton **types,
                                           const QStringList &labels)
{
    auto *box = new QGroupBox(title, this);
    box->setObjectName(name);
    *alignments = checkList(namesOf(offeredAlignments()), name + u"Alignments"_s, tr("any"), box);
    *attributes = checkList(namesOf(offeredAttributes()), name + u"Attributes"_s, tr("any"), box);
    *types = checkList(namesOf(offeredTypes()), name + u"Types"_s, tr("any"), box);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(buddyLabel(labels.at(0), *alignments, box), *alignments);
    form->addRow(buddyLabel(labels.at(1), *attributes, box), *attributes);
    form->addRow(buddyLabel(labels.at(2), *types, box), *types);
    // Screen readers hear whose list it is: "Which groups get it: Alignments".
    for (CheckListButton *button : {*alignments, *attributes, *types})
        button->setAccessibleName(tr("%1: %2").arg(title, button->accessibleName()));
    return box;
}

void AbilityForm::setEntered(const EnteredAbility &entered)
{
    m_updating = true;
    m_kept = entered.ability;
    m_card->setText(entered.card);
    if (m_kind->findData(int(entered.ability.kind)) <
        0) // a kind from a file the form does not offer
        m_kind->addItem(AbilityWords::name(entered.ability.kind), int(entered.ability.kind));
    setKind(entered.ability.kind);
    if (entered.ability.hasValue())
        m_value->setValue(entered.ability.value);
    setReach(entered.ability.reach);
    m_permanent->setChecked(entered.ability.permanent);
    m_becomes->setStates(statesOf(offeredAlignments(), entered.ability.becomes));
    m_forGoals->setChecked(entered.ability.forGoals);
    showCondition(entered.ability.holder, m_holderAlignments, m_holderAttributes, m_holderTypes);
    showCondition(entered.ability.condition, m_conditionAlignments, m_conditionAttributes,
                  m_conditionTypes);
    m_attacks->setStates(statesOf(offeredAttacks(), entered.ability.attacks));
    // Words the form made from the fields are made again when the fields change.
    m_words->setText(entered.ability.words == AbilityWords::describe(entered.ability)
                         ? QString()
                         : entered.ability.words);
    m_updating = false;
    showFieldsOfKind();
    updateSummary();
}

void AbilityForm::setCard(const QString &name)
{
    m_card->setText(name);
}

void AbilityForm::showCondition(const AbilityCondition &condition, CheckListButton *alignments,
                                CheckListButton *attributes, CheckListButton *types)
{
    alignments->setStates(statesOf(offeredAlignments(), condition.alignments));
    attributes->setStates(statesOf(offeredAttributes(), condition.attributes));
    types->setStates(statesOf(offeredTypes(), condition.types));
}

void AbilityForm::setKind(Kind kind)
{
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(kind))));
}

void AbilityForm::setReach(Reach reach)
{
    m_reach->setCurrentIndex(std::max(0, m_reach->findData(int(reach))));
}

void AbilityForm::applyPreset(AbilityPreset preset)
{
    const int presetIndex = m_preset->findData(int(preset));
    if (presetIndex >= 0 && m_preset->currentIndex() != presetIndex)
        m_preset->setCurrentIndex(presetIndex);
    switch (preset) {
    case AbilityPreset::None:
        return;
    case AbilityPreset::NwoPowerBonus:
        setKind(Kind::PowerBonus);
        setReach(Reach::AllGroups);
        m_permanent->setChecked(true);
        if (m_value->value() == 0)
            m_value->setValue(2);
        // The alignment is the referee's to tick.
        m_holderAlignments->setFocus();
        break;
    case AbilityPreset::LinkedPowerSet:
        setKind(Kind::PowerSet);
        setReach(Reach::Linked);
        m_permanent->setChecked(true);
        m_value->setFocus();
        break;
    case AbilityPreset::AttackBonus:
        setKind(Kind::AttackBonus);
        setReach(Reach::Direct);
        if (m_value->value() == 0)
            m_value->setValue(2);
        m_value->setFocus();
        break;
    }
    m_problem->hide();
}

void AbilityForm::kindChanged()
{
    const Kind kind = Kind(m_kind->currentData().toInt());
    const int value = m_value->value();
    m_value->setRange(minimumOf(kind), MaxValue);
    // A number the new kind cannot have becomes one it can (an effect opened keeps its own).
    if (!m_updating && AbilityWords::valueProblem(kind, m_value->value()))
        m_value->setValue(value == 0 ? 2 : std::max(value, minimumOf(kind)));
    showFieldsOfKind();
    updateSummary();
}

void AbilityForm::showFieldsOfKind()
{
    const Kind kind = Kind(m_kind->currentData().toInt());
    const bool value = CardAbility::kindHasValue(kind);
    m_valueLabel->setEnabled(value);
    m_value->setEnabled(value);
    m_permanent->setEnabled(CardAbility::kindIsStatChange(kind));
    const bool alignmentChange = kind == Kind::AlignmentChange;
    m_becomesLabel->setEnabled(alignmentChange);
    m_becomes->setEnabled(alignmentChange);
    m_forGoals->setEnabled(alignmentChange);
    // A direct effect is the card's own: it has no holder.
    m_holderBox->setEnabled(Reach(m_reach->currentData().toInt()) != Reach::Direct);
}

AbilityCondition AbilityForm::conditionFromFields(const AbilityCondition &kept,
                                                  const CheckListButton *alignments,
                                                  const CheckListButton *attributes,
                                                  const CheckListButton *types) const
{
    AbilityCondition condition = kept;
    condition.alignments = chosenOf(offeredAlignments(), alignments, kept.alignments);
    condition.attributes = chosenOf(offeredAttributes(), attributes, kept.attributes);
    condition.types = chosenOf(offeredTypes(), types, kept.types);
    return condition;
}

CardAbility AbilityForm::abilityFromFields() const
{
    CardAbility ability = m_kept;
    ability.kind = Kind(m_kind->currentData().toInt());
    ability.value = ability.hasValue() ? m_value->value() : 0;
    ability.reach = Reach(m_reach->currentData().toInt());
    ability.attacks = chosenOf(offeredAttacks(), m_attacks, m_kept.attacks);
    ability.holder = ability.reach == Reach::Direct
                         ? AbilityCondition()
                         : conditionFromFields(m_kept.holder, m_holderAlignments,
                                               m_holderAttributes, m_holderTypes);
    ability.condition = conditionFromFields(m_kept.condition, m_conditionAlignments,
                                            m_conditionAttributes, m_conditionTypes);
    ability.permanent = CardAbility::kindIsStatChange(ability.kind) && m_permanent->isChecked();
    const bool alignmentChange = ability.kind == Kind::AlignmentChange;
    ability.becomes = alignmentChange ? chosenOf(offeredAlignments(), m_becomes, m_kept.becomes)
                                      : QList<Alignment>();
    ability.forGoals = !alignmentChange || m_forGoals->isChecked();
    ability.source = CardAbility::RefereeSource;
    ability.provenance = CardAbility::Provenance::EnteredByReferee;
    ability.verified = true;
    ability.words = m_words->text().trimmed();
    if (ability.words.isEmpty())
        ability.words = AbilityWords::describe(ability).left(MaxWordsLength);
    return ability;
}

void AbilityForm::updateSummary()
{
    if (m_updating)
        return;
    CardAbility ability = abilityFromFields();
    ability.words.clear();
    const QString words = AbilityWords::describe(ability);
    const Reach reach = ability.reach;
    m_summary->setText(tr("%1 (%2)").arg(words, AbilityWords::name(reach)));
    m_words->setPlaceholderText(words);
    m_problem->hide();
}

std::optional<EnteredAbility> AbilityForm::entered(QString *problem, QWidget **field) const
{
    const auto refuse = [&](const QString &why, QWidget *at) -> std::optional<EnteredAbility> {
        if (problem)
            *problem = why;
        if (field)
            *field = at;
        return std::nullopt;
    };
    const QString written = m_card->text().trimmed();
    if (written.isEmpty())
        return refuse(tr("Name the card that has the effect."), m_card);
    QString readerError; // core's words, never shown: the reasons below are the reader's language
    const std::optional<Card> card = m_resolver.resolveRecorded(written, &readerError);
    if (!card) {
        const NameResolution same =
            m_resolver.resolve(written, CardNameResolver::Matching::NoFuzzy);
        if (same.candidates.size() > 1)
            return refuse(tr("Several cards are named %1: write the name of the one you mean as "
                             "it is printed.")
                              .arg(written),
                          m_card);
        const NameResolution near = m_resolver.suggestionsFor(written);
        if (!near.candidates.isEmpty())
            return refuse(
                tr("No card is named %1. Did you mean %2?").arg(written, near.card().name), m_card);
        return refuse(tr("No card is named %1.").arg(written), m_card);
    }

    EnteredAbility result;
    result.card = card->name;
    result.cardId = card->id;
    result.ability = abilityFromFields();
    const CardAbility &ability = result.ability;
    if (const std::optional<QString> why = AbilityWords::valueProblem(ability.kind, ability.value))
        return refuse(*why, m_value);
    if (ability.kind == Kind::AlignmentChange && ability.becomes.isEmpty())
        return refuse(tr("Choose the alignments the groups take."), m_becomes);
    QWidget *at = nullptr;
    const QString unreadable = readBackProblem(result, &at);
    if (!unreadable.isEmpty())
        return refuse(unreadable, at);
    return result;
}

QString AbilityForm::readBackProblem(const EnteredAbility &entered, QWidget **field) const
{
    // The effect as a position or scenario file holds it, read back by the files' own reader: the
    // form never makes one a file would refuse. Its reason (English, for files) names the key;
    // the window names the field.
    QString error;
    JsonPathReader reader(&error, {.maxNumber = 1000,
                                   .notNumber = u"not a whole number"_s,
                                   .maxEntries = -1,
                                   .notArray = u"not a list"_s});
    const QString key = u"abilities"_s;
    const QJsonObject file{{key, enteredAbilitiesJson({entered})}};
    readEnteredAbilities(reader, file, key, u"$"_s, nullptr);
    if (!reader.failed())
        return {};
    const QString prefix = u"$.abilities[0]."_s;
    const QString part = error.startsWith(prefix)
                             ? error.mid(prefix.size()).section(u':', 0, 0).section(u'.', 0, 0)
                             : QString();
    const QString name = part.section(u'[', 0, 0);
    QWidget *at = m_kind;
    QString label = tr("Effect");
    if (name == u"value") {
        at = m_value;
        label = tr("Value");
    } else if (name == u"reach" || name == u"holder") {
        at = name == u"reach" ? static_cast<QWidget *>(m_reach) : m_holderAlignments;
        label = name == u"reach" ? tr("Whom it covers") : tr("Which groups get it");
    } else if (name == u"condition") {
        at = m_conditionAlignments;
        label = tr("Against which");
    } else if (name == u"attacks") {
        at = m_attacks;
        label = tr("Attacks");
    } else if (name == u"becomes" || name == u"forGoals") {
        at = m_becomes;
        label = tr("Becomes");
    } else if (name == u"permanent") {
        at = m_permanent;
        label = tr("Permanent");
    } else if (name == u"words") {
        at = m_words;
        label = tr("Your words");
    } else if (name == u"card") {
        at = m_card;
        label = tr("Card");
    }
    if (field)
        *field = at;
    return tr("A position or scenario file could not hold this effect as it stands: check "
              "\u201c%1\u201d.")
        .arg(label);
}

void AbilityForm::accept()
{
    QString problem;
    QWidget *field = nullptr;
    if (!entered(&problem, &field)) {
        m_problem->setText(problem);
        m_problem->show();
        if (field)
            field->setFocus();
        return;
    }
    QDialog::accept();
}

} // namespace inwo
