import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { PageSpinner } from '../../../components/page-spinner';
import { StatePanel } from '../../../components/state-panel';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHelpCenter } from '../api/get-help-center';
import '../../../components/form/form.css';
import './help-page.css';

/** Lower case without accents: "saque" finds "Saques", "deposito" finds "depósito". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A section's words as a reader sees them (its HTML is cleaned by the server). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * Help centre (/help, /helpmc); /help#term opens at the terms. The search keeps the sections whose
 * title or text holds every word typed.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, isPending, refetch, isFetching } = useHelpCenter(language);
  const { hash } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  usePageTitle(t('pages.help.title'));

  // The anchor exists only once the sections have arrived, so the scroll waits for the data.
  useEffect(() => {
    if (!data || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [data, hash, reducedMotion]);

  const activeKey = hash ? decodeURIComponent(hash.slice(1)) : null;
  const [query, setQuery] = useState('');
  const searchable = useMemo(
    () =>
      (data?.sections ?? []).map((section) => ({
        section,
        text: folded(`${section.title} ${plainText(section.content)}`),
      })),
    [data],
  );
  const words = folded(query).split(/\s+/u).filter(Boolean);
  const shown = searchable
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .map(({ section }) => section);

  return (
    <div className="help" data-testid="help-page">
      <header className="help-header">
        <h1 className="help-title">{t('pages.help.title')}</h1>
        <p className="help-description">{t('pages.help.description')}</p>
      </header>

      {isPending && <PageSpinner />}

      {!isPending && error && !data && (
        <StatePanel
          icon="warning"
          headingLevel={2}
          tone="danger"
          title={isApiError(error) ? error.message : t('errors.unknown')}
        >
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {t('common.retry')}
          </button>
        </StatePanel>
      )}

      {data && data.sections.length === 0 && (
        <StatePanel icon="help" headingLevel={2} title={t('pages.help.empty')}>
          <Link to="/" className="btn btn-secondary">
            {t('common.backHome')}
          </Link>
        </StatePanel>
      )}

      {data && data.sections.length > 0 && (
        <div className="help-search" role="search">
          <label htmlFor="help-search-input" className="visually-hidden">
            {t('pages.help.search')}
          </label>
          <div className="field-control">
            <span className="field-prefix" aria-hidden="true">
              <Icon name="search" size={18} />
            </span>
            <input
              id="help-search-input"
              type="search"
              className="field-input"
              placeholder={t('pages.help.search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <p className="help-search-count" aria-live="polite">
            {words.length > 0 ? t('pages.help.results', { count: shown.length }) : ''}
          </p>
        </div>
      )}

      {data && data.sections.length > 0 && shown.length === 0 && (
        <StatePanel icon="search" headingLevel={2} title={t('pages.help.noResults', { query: query.trim() })}>
          <button type="button" className="btn btn-secondary" onClick={() => setQuery('')}>
            {t('pages.help.clearSearch')}
          </button>
        </StatePanel>
      )}

      {data && shown.length > 0 && (
        <div className="help-layout">
          <nav className="help-nav" aria-labelledby="help-topics">
            <h2 id="help-topics" className="help-nav-title">
              {t('pages.help.topics')}
            </h2>
            <ul>
              {shown.map((section) => (
                <li key={section.key}>
                  <Link
                    to={{ hash: section.key }}
                    className={`help-nav-link${activeKey === section.key ? ' is-active' : ''}`}
                    aria-current={activeKey === section.key ? 'location' : undefined}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="help-sections">
            {shown.map((section) => (
              <section
                key={section.key}
                id={section.key}
                className="help-section"
                tabIndex={-1}
                aria-labelledby={`help-${section.key}-title`}
                data-testid={`help-section-${section.key}`}
              >
                <h2 id={`help-${section.key}-title`} className="help-section-title">
                  {section.title}
                </h2>
                {/* Operator-written help content, cleaned by the server (lib/html-sanitiser.ts). */}
                <div className="help-prose" dangerouslySetInnerHTML={{ __html: section.content }} />
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
