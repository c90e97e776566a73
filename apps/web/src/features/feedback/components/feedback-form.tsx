import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  countWords,
  type FeedbackListResponse,
  type FeedbackType,
  type MemberFeedback,
} from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { Segmented } from '../../../components/form/segmented';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../i18n';
import { proofProblem, readAsDataUrl } from '../../../lib/proof-files';
import { useSubmitFeedback } from '../api/feedback';

type Image = { name: string; dataUrl: string };

/**
 * The feedback form (spec sections 5, 7 and 9): a type, the content with its live word count
 * against the operator's bounds, and up to 3 png/jpg images (≤ 5 MB each) with previews. The
 * server checks everything again; its refusal is shown as it answered it, translated.
 */
export const FeedbackForm = ({
  limits,
  onSent,
}: {
  limits: Pick<FeedbackListResponse, 'wordsMin' | 'wordsMax' | 'imageMaxCount' | 'imageMaxBytes'>;
  onSent: (sent: MemberFeedback) => void;
}) => {
  const { t } = useTranslation();
  const submit = useSubmitFeedback();
  const contentId = useId();
  const imagesId = useId();
  const [type, setType] = useState<FeedbackType>('FEEDBACK');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Image[]>([]);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const words = countWords(content);
  const wordsOk = words >= limits.wordsMin && words <= limits.wordsMax;
  // Spec section 5: empty content reads 'Please enter content'; a wrong length gives the bounds.
  const contentError = !touched
    ? null
    : words === 0
      ? t('errors.feedback-content-missing')
      : wordsOk
        ? null
        : t('feedback.wordsError', { min: limits.wordsMin, max: limits.wordsMax });
  const sizeMb = Math.round(limits.imageMaxBytes / (1024 * 1024));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found = proofProblem(files, images.length);
    if (found) {
      setImageProblem(
        found.kind === 'tooMany'
          ? t('feedback.tooMany', { max: limits.imageMaxCount })
          : t(`feedback.${found.kind}`, { name: found.name, size: sizeMb }),
      );
      return;
    }
    setImageProblem(null);
    const read = await Promise.all(
      files.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })),
    );
    setImages((current) => [...current, ...read]);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!wordsOk) return;
    submit.mutate(
      { type, content, images },
      {
        onSuccess: (sent) => {
          setContent('');
          setImages([]);
          setTouched(false);
          onSent(sent);
        },
      },
    );
  };

  return (
    <form className="feedback-form form-stack" onSubmit={send} noValidate>
      <div className="field">
        <span className="field-label">{t('feedback.type')}</span>
        <Segmented
          label={t('feedback.type')}
          options={[
            { value: 'FEEDBACK', label: t('feedback.types.FEEDBACK') },
            { value: 'COMPLAINT', label: t('feedback.types.COMPLAINT') },
          ]}
          value={type}
          onChange={setType}
        />
      </div>
      <div className={`field${contentError ? ' has-error' : ''}`}>
        <label className="field-label" htmlFor={contentId}>
          {t('feedback.content')}
        </label>
        <textarea
          id={contentId}
          className="feedback-textarea"
          value={content}
          rows={6}
          placeholder={t(type === 'COMPLAINT' ? 'feedback.complaintPlaceholder' : 'feedback.placeholder')}
          onChange={(event) => setContent(event.target.value)}
          onBlur={() => setTouched(content.length > 0)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${contentId}-count${contentError ? ` ${contentId}-error` : ''}`}
          data-testid="feedback-content"
        />
        <div className="feedback-count-row">
          <span
            id={`${contentId}-count`}
            className={`field-hint feedback-count${words > limits.wordsMax ? ' is-over' : ''}`}
            aria-live="polite"
            data-testid="feedback-word-count"
          >
            {t('feedback.wordCount', { count: words, min: limits.wordsMin, max: limits.wordsMax })}
          </span>
        </div>
        {contentError ? (
          <span id={`${contentId}-error`} className="field-error" role="alert">
            <Icon name="warning" size={14} />
            {contentError}
          </span>
        ) : null}
      </div>
      <div className="field">
        <span className="field-label" id={`${imagesId}-label`}>
          {t('feedback.images')} <span className="field-optional">{t('feedback.optional')}</span>
        </span>
        <ul className="feedback-images" aria-labelledby={`${imagesId}-label`}>
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="feedback-image">
              <img src={image.dataUrl} alt={image.name} />
              <button
                type="button"
                className="feedback-image-remove"
                aria-label={t('feedback.remove', { name: image.name })}
                onClick={() => setImages((current) => current.filter((_, at) => at !== index))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
          {images.length < limits.imageMaxCount ? (
            <li>
              <label className="feedback-image-add" htmlFor={imagesId}>
                <Icon name="plus" size={22} />
                <span>{t('feedback.addImage')}</span>
              </label>
              <input
                id={imagesId}
                className="visually-hidden"
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => void choose(event)}
                data-testid="feedback-image-input"
              />
            </li>
          ) : null}
        </ul>
        <span className="field-hint">
          {t('feedback.imagesHint', { max: limits.imageMaxCount, size: sizeMb })}
        </span>
        {imageProblem ? (
          <span className="field-error" role="alert">
            <Icon name="warning" size={14} />
            {imageProblem}
          </span>
        ) : null}
      </div>
      {submit.error ? <FormAlert>{submit.error.message}</FormAlert> : null}
      <button
        type="submit"
        className="btn btn-primary btn-lg"
        disabled={submit.isPending}
        data-testid="feedback-submit"
      >
        {submit.isPending ? t('common.loading') : t('feedback.send')}
      </button>
    </form>
  );
};
