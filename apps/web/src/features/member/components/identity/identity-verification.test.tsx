import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { IdentityStatusResponse } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { en } from '../../../../i18n/en';
import { useSessionStore } from '../../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { IdentityVerification } from './identity-verification';

const STATUS = '/wps/member/identity';
const START = '/wps/member/identity/start';
const LIVENESS = '/wps/member/identity/liveness';
const status = (overrides: Partial<IdentityStatusResponse> = {}): IdentityStatusResponse => ({
  state: 'NOT_STARTED',
  required: true,
  detailsRequired: false,
  detailsGiven: false,
  reason: null,
  livenessSessionId: null,
  maskedCpf: null,
  name: null,
  birthDate: '1990-05-17',
  updatedAt: null,
  ...overrides,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('"Verificar identidade" section', () => {
  it('checks the details, then the liveness, and shows the identity verified', async () => {
    let liveness = 0;
    const fetchMock = mockApi({
      [`GET ${STATUS}`]: () => status(),
      [`POST ${START}`]: () =>
        status({ state: 'PENDING_LIVENESS', livenessSessionId: 'lv_1', name: 'Ana Souza' }),
      [`POST ${LIVENESS}`]: () => {
        liveness += 1;
        return liveness === 1
          ? status({ state: 'PENDING_LIVENESS', livenessSessionId: 'lv_1' })
          : status({ state: 'VERIFIED' });
      },
    });
    renderWithApp(<IdentityVerification />);
    const section = await screen.findByTestId('identity-section');
    expect(within(section).getByRole('heading').textContent).toBe(pt.identity.title);
    const form = await within(section).findByTestId('identity-form');

    // Nothing typed: translated messages under the fields, nothing sent.
    fireEvent.click(within(form).getByTestId('identity-start'));
    expect(await within(form).findByText(pt.identity.cpfInvalid)).toBeTruthy();
    expect(within(form).getByText(pt.identity.nameRequired)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${START}`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(pt.identity.cpf), { target: { value: '529.982.247-25' } });
    fireEvent.change(within(form).getByLabelText(pt.identity.name), { target: { value: 'Ana Souza' } });
    fireEvent.click(within(form).getByTestId('identity-start'));
    const step = await within(section).findByTestId('identity-liveness');
    const [, init] = callsTo(fetchMock, `POST ${START}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      cpf: '529.982.247-25',
      name: 'Ana Souza',
      birthDate: '1990-05-17',
    });

    fireEvent.click(within(step).getByTestId('identity-liveness-check'));
    expect(await within(step).findByText(pt.identity.livenessWaiting)).toBeTruthy();
    fireEvent.click(within(step).getByTestId('identity-liveness-check'));
    expect((await within(section).findByTestId('identity-verified')).textContent).toBe(pt.identity.verified);
  });

  it('takes the CPF on file and shows a refusal in the chosen language', async () => {
    await changeLanguage('EN');
    mockApi({
      [`GET ${STATUS}`]: () => status({ maskedCpf: '***.982.247-**', name: 'Ana Souza' }),
      [`POST ${START}`]: () =>
        apiFailure('registration-not-possible', en.errors['registration-not-possible'], null, 403),
    });
    renderWithApp(<IdentityVerification />);
    const form = await screen.findByTestId('identity-form');
    expect(within(form).getByTestId('identity-cpf-on-file').textContent).toContain('***.982.247-**');
    expect(within(form).queryByLabelText(en.identity.cpf)).toBeNull();
    fireEvent.click(within(form).getByTestId('identity-start'));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      en.errors['registration-not-possible'],
    );
  });

  it('asks the registration details where the profile does, and sends them once all are given', async () => {
    const fetchMock = mockApi({
      [`GET ${STATUS}`]: () =>
        status({ detailsRequired: true, maskedCpf: '***.982.247-**', name: 'Ana Souza' }),
      [`POST ${START}`]: () => status({ state: 'PENDING_LIVENESS', livenessSessionId: 'lv_1' }),
    });
    renderWithApp(<IdentityVerification />);
    const form = await screen.findByTestId('identity-form');
    const details = within(form).getByTestId('identity-details');
    const d = pt.identity.details;

    // Nothing given: a translated message under every field, nothing sent.
    fireEvent.click(within(form).getByTestId('identity-start'));
    for (const message of [
      d.genderRequired,
      d.postalCodeInvalid,
      d.stateRequired,
      d.incomeRequired,
      d.documentTypeRequired,
      d.documentRequired,
    ]) {
      expect(await within(details).findByText(message)).toBeTruthy();
    }
    expect(within(details).getAllByText(d.fieldRequired)).toHaveLength(4);
    expect(callsTo(fetchMock, `POST ${START}`)).toHaveLength(0);

    // A file that is not a png or jpg, or too big, is refused before anything is read or sent.
    const input = within(details).getByTestId('identity-document-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'rg.gif', { type: 'image/gif' })] } });
    expect(await within(details).findByText(d.documentWrongType)).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'rg.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(details).findByText(d.documentTooBig.replace('{{megabytes}}', '5'))).toBeTruthy();

    const choose = (label: string, value: string) =>
      fireEvent.change(within(details).getByLabelText(label), { target: { value } });
    choose(d.gender, 'UNDISCLOSED');
    choose(d.postalCode, '01310-100');
    choose(d.state, 'SP');
    choose(d.street, 'Avenida Paulista');
    choose(d.number, '1578');
    choose(d.district, 'Bela Vista');
    choose(d.city, 'São Paulo');
    choose(d.income, '4.500,00');
    choose(d.documentType, 'CNH');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cnh.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect((await within(details).findByTestId('identity-document-chosen')).textContent).toContain('cnh.png');
    // Each field answered lost its message.
    expect(within(details).queryByText(d.genderRequired)).toBeNull();
    expect(within(details).queryByText(d.incomeRequired)).toBeNull();

    fireEvent.click(within(form).getByTestId('identity-start'));
    await screen.findByTestId('identity-liveness');
    const [, init] = callsTo(fetchMock, `POST ${START}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Souza',
      birthDate: '1990-05-17',
      gender: 'UNDISCLOSED',
      address: {
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1578',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      monthlyIncome: 450_000,
      document: { type: 'CNH', dataUrl: 'data:image/png;base64,iVBORw==' },
    });
  });

  it('declares no income with the box, and shows the server’s messages under the details in English', async () => {
    await changeLanguage('EN');
    const d = en.identity.details;
    const fetchMock = mockApi({
      [`GET ${STATUS}`]: () =>
        status({ detailsRequired: true, maskedCpf: '***.982.247-**', name: 'Ana Souza' }),
      [`POST ${START}`]: () =>
        apiFailure(
          'validation-failed',
          en.errors['validation-failed'],
          {
            fields: [
              { field: 'document.dataUrl', messageKey: 'identityDocument', message: 'Photo too small.' },
              { field: 'address.postalCode', messageKey: 'postalCode', message: 'Bad CEP.' },
            ],
          },
          400,
        ),
    });
    renderWithApp(<IdentityVerification />);
    const details = await screen.findByTestId('identity-details');
    const choose = (label: string, value: string) =>
      fireEvent.change(within(details).getByLabelText(label), { target: { value } });
    choose(d.gender, 'FEMALE');
    choose(d.postalCode, '01310100');
    choose(d.state, 'RJ');
    choose(d.street, 'Rua do Catete');
    choose(d.number, '10');
    choose(d.district, 'Catete');
    choose(d.city, 'Rio de Janeiro');
    fireEvent.click(within(details).getByLabelText(d.noIncome));
    expect((within(details).getByLabelText(d.income) as HTMLInputElement).disabled).toBe(true);
    choose(d.documentType, 'PASSPORT');
    fireEvent.change(within(details).getByTestId('identity-document-input'), {
      target: { files: [new File(['x'], 'passport.jpg', { type: 'image/jpeg' })] },
    });
    await within(details).findByTestId('identity-document-chosen');
    fireEvent.click(screen.getByTestId('identity-start'));
    expect(await within(details).findByText('Photo too small.')).toBeTruthy();
    expect(within(details).getByText('Bad CEP.')).toBeTruthy();
    const [, init] = callsTo(fetchMock, `POST ${START}`)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      monthlyIncome: 0,
      document: { type: 'PASSPORT' },
    });
  });

  it('asks no details where the profile does not', async () => {
    mockApi({ [`GET ${STATUS}`]: () => status({ required: false }) });
    renderWithApp(<IdentityVerification />);
    await screen.findByTestId('identity-form');
    expect(screen.queryByTestId('identity-details')).toBeNull();
  });

  it('says why a verification was rejected', async () => {
    mockApi({ [`GET ${STATUS}`]: () => status({ state: 'REJECTED', reason: 'under-age' }) });
    renderWithApp(<IdentityVerification />);
    const rejected = await screen.findByTestId('identity-rejected');
    expect(rejected.textContent).toContain(pt.identity.rejected['under-age']);
    expect(rejected.textContent).toContain(pt.identity.contactSupport);
  });

  it('says when the state cannot be loaded', async () => {
    mockApi({ [`GET ${STATUS}`]: () => apiFailure('service-unavailable', 'indisponível', null, 503) });
    renderWithApp(<IdentityVerification />);
    expect(await screen.findByText(pt.identity.loadError)).toBeTruthy();
  });
});
