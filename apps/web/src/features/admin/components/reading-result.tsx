import { useTranslation } from 'react-i18next';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `title` of the reading in the screen's language (`titleEn`), else in the other one. */
function localized(source: Json, base: string, english: boolean): string | null {
  const [first, second] = english ? ['En', 'Th'] : ['Th', 'En'];
  for (const key of [`${base}${first}`, `${base}${second}`, base]) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function localizedList(source: Json, base: string, english: boolean): string[] {
  const [first, second] = english ? ['En', 'Th'] : ['Th', 'En'];
  for (const key of [`${base}${first}`, `${base}${second}`]) {
    const value = source[key];
    if (Array.isArray(value) && value.length > 0) return value.map(String);
  }
  return [];
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** Any value of a reading's input as one line of text. */
function inputText(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) return value.map((v) => inputText(v, yes, no)).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** Nested input (`partner.birthDate`) as flat rows of name and value. */
function inputRows(input: Json, prefix = ''): Array<[string, unknown]> {
  return Object.entries(input).flatMap(([key, value]): Array<[string, unknown]> =>
    isRecord(value) && Object.keys(value).length > 0
      ? inputRows(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

/** What the user entered for a reading, one field a row. */
export function ReadingInput({ input }: { input: Json }) {
  const { t } = useTranslation();
  const rows = inputRows(input);
  if (rows.length === 0) return <p className="text-sm">{t('admin.readings.inputEmpty')}</p>;
  return (
    <dl className="divide-y divide-indigo-100 text-sm dark:divide-indigo-800" data-testid="input">
      {rows.map(([name, value]) => (
        <div key={name} className="grid gap-0.5 py-2 sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-3">
          <dt className="font-mono text-xs break-all text-slate-600 dark:text-indigo-300">
            {name}
          </dt>
          <dd className="break-words whitespace-pre-line">
            {inputText(value, t('admin.common.yes'), t('admin.common.no'))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A reading's result as the reader would read it: title, summary, each section's heading and
 * paragraphs, the advice and the lucky things; whatever else it holds stays in the raw JSON.
 */
export function ReadingResult({ result }: { result: Json }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const title = localized(result, 'title', english);
  const summary = localized(result, 'summary', english);
  const advice = localized(result, 'advice', english);
  const sections = Array.isArray(result.sections) ? result.sections.filter(isRecord) : [];
  const colours = localizedList(result, 'luckyColours', english);
  const numbers = Array.isArray(result.luckyNumbers) ? result.luckyNumbers.map(String) : [];
  const score = typeof result.score0to100 === 'number' ? result.score0to100 : null;

  return (
    <div className="space-y-4 leading-relaxed" data-testid="result">
      {result.safety === true ? (
        <p className="rounded-xl bg-sky-50 p-3 text-sm dark:bg-sky-950">
          {t('admin.readings.safety')}
        </p>
      ) : null}
      {title ? (
        <h3 className="text-xl font-bold text-indigo-950 dark:text-amber-100">{title}</h3>
      ) : null}
      {score !== null ? (
        <p className="font-semibold">{t('admin.readings.score', { score })}</p>
      ) : null}
      {summary ? (
        <div className="space-y-2">
          <Paragraphs text={summary} />
        </div>
      ) : null}
      {sections.map((section, index) => {
        const heading = localized(section, 'heading', english);
        const body = localized(section, 'body', english);
        return (
          <section key={typeof section.id === 'string' ? section.id : index} className="space-y-2">
            {heading ? <h4 className="font-bold">{heading}</h4> : null}
            {body ? <Paragraphs text={body} /> : null}
          </section>
        );
      })}
      {advice ? (
        <section className="space-y-2">
          <h4 className="font-bold">{t('admin.readings.advice')}</h4>
          <Paragraphs text={advice} />
        </section>
      ) : null}
      {colours.length > 0 || numbers.length > 0 ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          {colours.length > 0 ? (
            <div>
              <dt className="font-semibold">{t('admin.readings.luckyColours')}</dt>
              <dd>{colours.join(', ')}</dd>
            </div>
          ) : null}
          {numbers.length > 0 ? (
            <div>
              <dt className="font-semibold">{t('admin.readings.luckyNumbers')}</dt>
              <dd>{numbers.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** A value as indented JSON, folded away until asked for. */
export function RawJson({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold">{t('admin.readings.raw')}</summary>
      <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-100 p-2 text-xs dark:bg-indigo-950">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
