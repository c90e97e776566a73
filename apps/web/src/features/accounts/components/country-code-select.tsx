import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LANGUAGE_TAGS, type CountryEntry, type SupportedLanguage } from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { useLanguage } from '../../../lib/use-language';
import type { CountryChoice } from '../api/get-countries';
import './country-code-select.css';

/** A country's name in the interface language (the operator lists countries by ISO code only). */
const countryName = (countryCode: string, language: SupportedLanguage) => {
  try {
    return (
      new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(countryCode) ?? countryCode
    );
  } catch {
    return countryCode;
  }
};

const Flag = ({ country }: { country: CountryEntry }) => (
  // Decorative: the name and dialing code beside it say the same.
  <img className="country-flag" src={country.flagUrl} alt="" width={20} height={14} loading="lazy" />
);

/**
 * The country of a mobile number field (spec sections 3 and 7): the flag and dialing code in the
 * field, a menu of the operator's countries behind it. Radix's menu gives the keyboard its
 * arrows, Enter, Escape and type-ahead; the button's name says which country is chosen.
 */
export const CountryCodeSelect = ({ choice }: { choice: CountryChoice }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { country, countries } = choice;
  const name = countryName(country.countryCode, language);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        type="button"
        className="country-trigger"
        aria-label={t('accounts.fields.countryChosen', { name, code: country.countryDialingCode })}
        data-testid="country-trigger"
      >
        <Flag country={country} />
        <span>+{country.countryDialingCode}</span>
        <span className="country-caret" aria-hidden="true">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="country-menu"
          align="start"
          sideOffset={6}
          aria-label={t('accounts.fields.country')}
        >
          <DropdownMenu.RadioGroup value={country.countryDialingCode} onValueChange={choice.choose}>
            {countries.map((entry) => {
              const entryName = countryName(entry.countryCode, language);
              return (
                <DropdownMenu.RadioItem
                  key={entry.countryDialingCode}
                  value={entry.countryDialingCode}
                  className="country-option"
                  textValue={entryName}
                  data-testid={`country-${entry.countryCode}`}
                >
                  <Flag country={entry} />
                  <span className="country-option-name">{entryName}</span>
                  <span className="country-option-code">+{entry.countryDialingCode}</span>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
