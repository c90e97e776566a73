import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation, changeLanguage } from '../i18n';
import { LANGUAGES, isSupportedLanguage } from '@platform/contracts';
import { paragraph } from '../lib/html';
import { tellServerLanguage } from '../lib/member-language';
import { useLanguage } from '../lib/use-language';
import { showDialog } from './dialog/dialog-store';
import { Icon } from './icon';
import './language-select.css';

/** All languages of the dictionary by native name; only the translated ones can be chosen. */
export const LanguageSelect = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  // Re-renders on a switch, so the control keeps in step when another selector changes it.
  const value = useLanguage();

  const onChange = async (code: string) => {
    if (!isSupportedLanguage(code)) return;
    try {
      await changeLanguage(code);
    } catch {
      // The language's texts did not arrive: the control stays on the current language.
      showDialog({
        icon: 'warning',
        title: t('menu.languageFailed'),
        html: paragraph(t('chunk.failedText')),
      });
      return;
    }
    // The server learns a member's language for what it sends them (spec section 4).
    void tellServerLanguage(code);
    // Server texts (help, notices, maintenance info) come back in the new language.
    await queryClient.invalidateQueries();
  };

  return (
    <div className={`language-select${compact ? ' language-select-compact' : ''}`}>
      <label htmlFor={id} className="language-select-label">
        <Icon name="globe" size={18} />
        <span>{t('menu.language')}</span>
      </label>
      <select
        id={id}
        aria-label={t('menu.language')}
        value={value}
        onChange={(event) => void onChange(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} disabled={!language.selectable}>
            {language.selectable
              ? language.nativeName
              : t('menu.languageComingSoon', { name: language.nativeName })}
          </option>
        ))}
      </select>
    </div>
  );
};
