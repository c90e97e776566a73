import { useSearchParams } from 'react-router';
import { LotteryGame } from '../components/lottery-game';
import { LotteryLobby } from '../components/lottery-lobby';

/**
 * The lottery (/lottery, /vnLottery, /seaLottery and their aliases; spec section 2): its lobby, or
 * with ?gameCode= the game itself, on its betting board or its own lobby (lottoView).
 */
export default function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim().toUpperCase();
  if (!gameCode) return <LotteryLobby />;
  return (
    <LotteryGame
      gameCode={gameCode}
      view={params.get('lottoView') === 'lobby' ? 'lobby' : 'betting'}
      prizeMode={params.get('lottoPrizeMode')}
    />
  );
}
