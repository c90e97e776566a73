import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { CreateDownlineForm } from './create-downline-form';

const POLICY = 'GET /wps/agent/policy';
const CREATE = 'POST /wps/agent/downline';

const policy = (subAgentTypes: number[]) => () => ({
  agentType: subAgentTypes.length ? 1 : 41,
  agentLevel: 1,
  maxAgentLevel: 4,
  policyEnabled: true,
  subAgentTypes,
  contractTypes: [],
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const fill = (username: string, password = 'Senha2026', confirm = password) => {
  fireEvent.change(screen.getByLabelText(pt.agent.register.username), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(pt.agent.register.password), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(pt.agent.register.confirmPassword), { target: { value: confirm } });
};

describe('registerCenter direct registration', () => {
  it('checks the form before sending anything', async () => {
    const fetchMock = mockApi({ [POLICY]: policy([]) });
    renderWithApp(<CreateDownlineForm />);
    expect(await screen.findByText(pt.agent.register.noSubAgents)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: pt.agent.register.subAgent })).toBeNull();
    fill('novo01', 'Senha2026', 'Outra2026');
    fireEvent.click(screen.getByTestId('create-downline-submit'));
    expect(await screen.findByText(pt.agent.register.mismatch)).toBeTruthy();
    expect(screen.getByText(pt.agent.register.ageRequired)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('offers only the sub-agent types of the policy, and says what was created', async () => {
    const fetchMock = mockApi({
      [POLICY]: policy([2, 41]),
      [CREATE]: () => ({ id: 'x', account: 'parceiro1', type: 41 }),
    });
    renderWithApp(<CreateDownlineForm />);
    fireEvent.click(await screen.findByRole('tab', { name: pt.agent.register.subAgent }));
    expect(screen.getByRole('radio', { name: pt.agent.types.agent2 })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: pt.agent.types.agent42 })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: pt.agent.types.agent41 }));
    fill('parceiro1');
    fireEvent.click(screen.getByLabelText(pt.agent.register.ageConfirmed));
    fireEvent.click(screen.getByTestId('create-downline-submit'));
    expect((await screen.findByTestId('create-downline-created')).textContent).toContain('parceiro1');
    expect(callsTo(fetchMock, CREATE)).toHaveLength(1);
  });

  it('puts the server’s field messages under their fields', async () => {
    mockApi({
      [POLICY]: policy([]),
      [CREATE]: () =>
        apiFailure('validation-failed', 'Verifique os campos.', {
          fields: [{ field: 'username', message: 'Formato de conta incorreto' }],
        }),
    });
    renderWithApp(<CreateDownlineForm />);
    await screen.findByText(pt.agent.register.noSubAgents);
    fill('1abc');
    fireEvent.click(screen.getByLabelText(pt.agent.register.ageConfirmed));
    fireEvent.click(screen.getByTestId('create-downline-submit'));
    expect(await screen.findByText('Formato de conta incorreto')).toBeTruthy();
  });
});
