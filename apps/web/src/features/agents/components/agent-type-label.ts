import { useTranslation } from '../../../i18n';

/** An account type's name in the agent centre: member, or the agent type (docs/agents.md). */
export const useTypeLabel = () => {
  const { t } = useTranslation();
  return (type: number): string => {
    switch (type) {
      case 1:
        return t('agent.types.agent1');
      case 2:
        return t('agent.types.agent2');
      case 41:
        return t('agent.types.agent41');
      case 42:
        return t('agent.types.agent42');
      default:
        return t('agent.types.member');
    }
  };
};
