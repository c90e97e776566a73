import { useStudio } from '../../studio-context';
import { useFairText } from './use-fair-text';

/** A bet that could win more than the maximum payout goes, but is paid at most the maximum. */
export const OverMaxLine = (props: { game: { maxPayout: number } }) => {
  const { money } = useStudio();
  const t = useFairText();
  return (
    <p className="fair-notice" role="note">
      {t('overMaxPayout', { amount: money(props.game.maxPayout) })}
    </p>
  );
};
