import type { ErrorCode } from './errors.js';

/**
 * The error catalogue's messages and the field messages in Portuguese (errors.ts assembles the
 * three languages for the server). A file per language, so the site's bundle carries only the
 * language it shows: each is a third of what all three weigh.
 */
export const ERROR_MESSAGES_PT: Record<ErrorCode, string> = {
  'invalid-phone-number': 'Formato de número de telefone inválido.',
  'missing-phone-number': 'Informe um número de telefone válido.',
  'too-many-requests': 'Muitas tentativas. Tente novamente daqui a 5 minutos.',
  unknown: 'Ocorreu um erro desconhecido.',
  'invalid-verification-code': 'O código de verificação não é válido',
  'missing-verification-code': 'Informe o código de verificação',
  'captcha-check-failed': 'O captcha está incorreto. Tente novamente.',
  'quota-exceeded': 'Cota insuficiente. Fale com o atendimento ao cliente.',
  'operation-not-allowed': 'Função não habilitada. Fale com o atendimento ao cliente.',
  'code-expired': 'O código de verificação expirou. Solicite outro.',
  'popup-closed-by-user': 'Falha no login. Tente novamente.',
  'username-email-not-found': 'Usuário/e-mail não encontrado',
  'incorrect-credentials': 'Conta ou senha incorreta.',
  'verification-required': 'Conclua a verificação primeiro',
  'region-restricted': 'O acesso a partir da sua localização ou endereço IP é restrito.',
  maintenance: 'O sistema está em manutenção. Volte mais tarde.',
  'game-maintenance': 'Este jogo está em manutenção. Experimente outro jogo.',
  'invalid-bet': 'Esta aposta não é um dos valores de aposta do jogo.',
  'bet-out-of-range':
    'A aposta deve ficar entre o mínimo e o máximo do jogo e não pode pagar mais que o ganho máximo do jogo.',
  'invalid-game-choice': 'Esta escolha não é permitida neste jogo.',
  'invalid-client-seed': 'A semente do cliente deve ter de 1 a 64 letras, dígitos, _ ou -.',
  'round-in-progress': 'Termine primeiro o jogo em andamento.',
  'round-not-found': 'Esta rodada não existe ou não é sua.',
  'betting-closed': 'As apostas desta rodada estão encerradas. Aguarde a próxima rodada.',
  'cash-out-closed': 'Tarde demais: esta rodada já terminou.',
  'round-not-started': 'A rodada ainda não começou: retire quando ela decolar.',
  'shots-too-fast': 'Disparos rápidos demais. Aguarde um instante.',
  'sports-event-not-found': 'Este evento não existe ou já não está disponível.',
  'sports-selection-unknown': 'Esta seleção não existe neste mercado.',
  'sports-market-suspended': 'Este mercado está suspenso no momento. Tente de novo em instantes.',
  'sports-event-closed': 'Este evento não aceita mais apostas.',
  'sports-odds-changed': 'As odds mudaram. Confira os novos valores e confirme de novo.',
  'sports-legs-same-event': 'Uma aposta múltipla não pode ter duas seleções do mesmo evento.',
  'sports-shape-invalid': 'Este tipo de aposta não serve para o número de seleções do boletim.',
  'sports-stake-out-of-range':
    'O valor da aposta está fora dos limites, ou o retorno passaria do máximo permitido.',
  'sports-liability-reached':
    'Este mercado atingiu o limite de apostas. Tente um valor menor ou outro mercado.',
  'sports-cash-out-unavailable': 'O cash out não está disponível para esta aposta agora.',
  'sports-cash-out-changed': 'O valor do cash out mudou. Confira o novo valor e confirme de novo.',
  'sports-market-limit-reached':
    'Este mercado atingiu o limite de apostas. Tente um valor menor ou outro mercado.',
  'sports-event-limit-reached':
    'Este evento atingiu o limite de apostas. Tente um valor menor ou outro evento.',
  'sports-operator-key-invalid': 'A chave de operador está ausente ou incorreta.',
  'sports-operator-api-off':
    'A API de operador está desligada: este estúdio não tem chave de operador configurada.',
  'sports-builder-legs': 'O Criar Aposta aceita de 2 a 10 seleções do mesmo evento.',
  'sports-builder-quarter-lines': 'O Criar Aposta aceita só uma linha de quarto de gol (como 2,25 ou −0,75).',
  'sports-builder-contradictory': 'Estas seleções não podem ganhar todas juntas.',
  'sports-builder-redundant': 'Uma destas seleções já é decidida pelas outras: retire-a.',
  'sports-builder-too-likely':
    'Estas seleções juntas são prováveis demais para serem oferecidas. Troque uma delas.',
  'sports-builder-unsupported':
    'Este evento não tem criador de apostas. Aposte em cada seleção separadamente.',
  'contract-not-found': 'Este contrato não existe ou não é seu.',
  'settlement-not-found': 'Esta liquidação não existe ou não é sua.',
  'contract-state-changed': 'Este contrato já foi alterado. Recarregue e tente novamente.',
  'contract-party-not-allowed': 'Somente a outra parte deste contrato pode fazer isso.',
  'contract-offer-pending': 'Já existe uma oferta deste tipo de contrato aguardando este membro.',
  'contract-rate-not-higher': 'Já há um contrato ativo deste tipo: o novo precisa ter uma taxa maior.',
  'contract-rate-above-upline':
    'A taxa do subordinado não pode ser maior que a sua para este tipo de contrato.',
  'contract-upline-has-none': 'Você precisa de um contrato ativo deste tipo antes de oferecê-lo.',
  'contract-period-mismatch': 'O período do dividendo deve ser o mesmo do seu contrato.',
  'contract-rate-below-downline':
    'Este contrato paga menos do que um que você deu a um subordinado: encerre aquele primeiro.',
  'contract-type-not-allowed': 'Seu tipo de agente não pode oferecer este tipo de contrato.',
  'contract-direct-downline-only': 'Contratos são oferecidos apenas aos seus subordinados diretos.',
  'message-not-found': 'Esta mensagem não existe ou foi excluída.',
  'product-unavailable': 'Este produto não é oferecido aqui.',
  'feature-unavailable': 'Este serviço não é oferecido aqui.',
  'deposit-limit-reached':
    'Este depósito ultrapassaria o limite de depósito que você definiu. Você poderá depositar de novo quando o período recomeçar.',
  'loss-limit-reached':
    'Esta aposta poderia levar suas perdas além do limite de perda que você definiu. Você poderá apostar de novo quando o período recomeçar.',
  'wager-limit-reached':
    'Esta aposta ultrapassaria o limite de apostas que você definiu. Você poderá apostar de novo quando o período recomeçar.',
  'bet-count-limit-reached':
    'Você já fez o número de apostas que o seu limite permite. Você poderá apostar de novo quando o período recomeçar.',
  'session-time-limit-reached':
    'Você já usou todo o tempo de jogo que o seu limite permite. Você poderá entrar e jogar de novo quando o período recomeçar.',
  'limit-raise-not-found': 'Não há alteração pendente para este limite.',
  'limit-raise-not-due': 'Esta alteração só pode ser confirmada depois do período de espera.',
  'play-paused':
    'Você está em uma pausa que escolheu: apostas e depósitos ficam bloqueados até ela terminar. Saques continuam liberados.',
  'self-excluded':
    'Esta conta está encerrada pela autoexclusão que você escolheu. Ela não pode ser usada até a autoexclusão terminar.',
  'self-excluded-cpf':
    'Este CPF está autoexcluído: nenhuma conta pode ser aberta ou usada com ele enquanto durar a autoexclusão.',
  'play-break-active': 'Já existe uma pausa em vigor. Ela termina sozinha no horário indicado.',
  'self-exclusion-balance':
    'Saque seu saldo primeiro: a autoexclusão encerra a conta, e nenhum dinheiro pode ficar nela.',
  'self-exclusion-money-pending':
    'Há um depósito ou saque seu em andamento. Aguarde a conclusão e tente novamente.',
  'identity-not-verified':
    'Verifique sua identidade primeiro: depósitos e apostas exigem identidade verificada (central do membro, "Verificar identidade").',
  'identity-state-conflict': 'Esta etapa não corresponde à situação da sua verificação. Recarregue a página.',
  'identity-cpf-not-own': 'Este CPF não é o da sua conta.',
  'identity-check-unavailable':
    'A verificação de identidade está indisponível no momento. Tente novamente mais tarde.',
  'identity-document-unreadable':
    'Não foi possível ler o documento da foto. Tire uma nova foto, nítida, do documento inteiro e com boa luz, e envie de novo.',
  'registration-not-possible':
    'Não é possível concluir o cadastro com estes dados. Entre em contato com o suporte.',
  'agents-only': 'Somente agentes podem entrar',
  'members-only': 'Conta que não é de membro não pode entrar',
  'in-need-true-account': 'Cadastre uma conta primeiro',
  'captcha-required': 'Informe o captcha',
  'duplicate-username': 'Este nome de usuário já está em uso. Escolha outro.',
  'duplicate-mobile': 'Este celular já está cadastrado. Entre ou recupere sua senha.',
  'duplicate-email': 'Este e-mail já está cadastrado. Entre ou recupere sua senha.',
  'duplicate-id-number': 'Este CPF já está cadastrado. Cada pessoa pode ter apenas uma conta.',
  'invalid-invitation-code': 'Código de convite inválido',
  'incorrect-password': 'A senha atual está incorreta.',
  'account-locked': 'Esta conta está bloqueada. Fale com o atendimento ao cliente.',
  'reset-link-invalid': 'Este link de redefinição é inválido ou expirou. Solicite um novo.',
  'insufficient-funds': 'Saldo insuficiente para esta operação.',
  'duplicate-conflict': 'Esta operação já foi enviada com outros dados.',
  'not-eligible': 'Sua conta não pode fazer apostas agora. Fale com o atendimento ao cliente.',
  'invalid-token': 'O token do jogador é inválido ou expirou.',
  'invalid-signature': 'A assinatura da solicitação é inválida ou antiga demais.',
  'bet-not-found': 'A aposta a que isto se refere não foi encontrada.',
  'already-rolled-back': 'Esta aposta já foi estornada.',
  'round-closed': 'Esta rodada já foi liquidada.',
  'round-has-wins': 'Esta rodada já pagou um ganho: as suas apostas não podem mais ser estornadas.',
  'round-not-settled': 'Esta rodada ainda não foi liquidada: liquide-a com um ganho antes de ajustá-la.',
  'adjustment-exceeds-paid': 'Este ajuste retiraria mais do que a rodada pagou.',
  'game-not-found': 'Este jogo não está disponível. Escolha outro jogo.',
  'payment-password-not-set': 'Defina primeiro uma senha de pagamento na central de segurança.',
  'incorrect-payment-password': 'A senha de pagamento está incorreta.',
  'not-in-downline': 'Esta conta não faz parte da sua equipe.',
  'sub-agent-not-allowed': 'Seu tipo de agente não pode criar este tipo de subagente aqui.',
  'invitation-limit-reached': 'Você atingiu o número máximo de links de convite. Use um dos existentes.',
  'transfer-turnover-not-met':
    'O dinheiro depositado precisa ser apostado antes de ser transferido. A página de transferência mostra quanto falta.',
  'operators-only': 'Apenas operadores podem fazer isto.',
  'cpf-required': 'Informe seu CPF: os depósitos só podem vir de uma conta em seu nome.',
  'channel-unavailable': 'Este meio de pagamento não está disponível agora. Escolha outro.',
  'deposit-not-found': 'Este depósito não foi encontrado.',
  'payee-not-set': 'Cadastre sua chave PIX antes de pedir um saque.',
  'pix-key-not-found': 'Esta chave PIX não foi encontrada. Confira a chave ou use seu CPF.',
  'pix-key-not-own': 'Esta chave PIX não está em seu nome (CPF). Os saques só vão para uma conta sua.',
  'turnover-not-met':
    'Você ainda precisa apostar mais antes de sacar. A página de saque mostra quanto falta.',
  'withdrawal-daily-limit': 'Você atingiu o número de saques de hoje. Tente novamente amanhã.',
  'withdrawal-pending': 'Você já tem um saque em andamento. Aguarde a conclusão.',
  'withdrawal-not-found': 'Este saque não foi encontrado.',
  'withdrawal-state-changed': 'Este saque já mudou de situação. Atualize para ver como está.',
  'proof-required': 'Anexe pelo menos uma imagem do seu extrato.',
  'invalid-proof-image': 'As imagens devem ser png ou jpg, com até 5 MB cada, no máximo 3.',
  'charge-expired': 'Esta cobrança PIX expirou e não pode mais ser paga.',
  'deposit-open-limit': 'Você já tem cobranças PIX aguardando pagamento. Pague uma delas ou espere expirar.',
  'charge-already-paid': 'Esta cobrança PIX já foi paga.',
  'validation-failed': 'Alguns campos não são válidos. Verifique e tente novamente.',
  'malformed-request': 'Não foi possível ler a solicitação. Tente novamente.',
  'unsupported-media-type': 'Este tipo de conteúdo não é aceito.',
  'payload-too-large': 'A solicitação é grande demais.',
  'not-found': 'Endereço inválido. Fale com o atendimento ao cliente.',
  'method-not-allowed': 'Esta ação não é permitida neste endereço.',
  unauthorized: 'Você não está conectado. Faça login.',
  forbidden: 'Você não tem permissão para esta ação.',
  'invalid-merchant': 'Operador desconhecido. Fale com o atendimento ao cliente.',
  'encrypted-payload-required': 'Esta solicitação deve ser enviada criptografada.',
  'encrypted-payload-invalid':
    'Não foi possível ler a solicitação criptografada. Recarregue a página e tente novamente.',
  'service-unavailable': 'A conexão está instável. Tente novamente.',
};

export const FIELD_MESSAGES_PT: Record<string, string> = {
  required: 'O campo não pode ficar vazio',
  invalid_type: 'Este valor tem o tipo errado',
  too_small: 'Este valor é curto ou pequeno demais',
  too_big: 'Este valor é longo ou grande demais',
  invalid_format: 'Este valor está em formato errado',
  invalid_value: 'Este valor não é uma das opções permitidas',
  invalid_characters: 'Este valor contém caracteres não permitidos',
  unrecognized_keys: 'Este campo não é esperado',
  mismatch: 'A confirmação da senha não confere.',
  same: 'A nova senha deve ser diferente da atual.',
  age: 'Confirme que você tem {{age}} anos ou mais',
  risk: 'Confirme que leu o aviso sobre os riscos das apostas',
  underage: 'É preciso ter pelo menos {{age}} anos para se cadastrar.',
  mobile: 'Informe um número de celular válido',
  code: 'Informe um código de verificação válido',
  captcha: 'Informe o captcha',
  credentials: 'Informe o usuário e a senha',
  invalid: 'Este valor não é válido',
  amountBounds: 'Informe um valor entre {{min}} e {{max}}.',
  dayRange: 'Escolha um período de 1 a {{max}} dias, com o primeiro dia antes do último.',
  sessionMinutes: 'Informe um tempo de 1 minuto a {{hours}} horas ({{minutes}} minutos) para este período.',
  postalCode: 'Informe um CEP válido (8 dígitos).',
  identityDocument:
    'Envie uma foto do documento em png ou jpg, com até {{megabytes}} MB e pelo menos {{pixels}} pixels de cada lado.',
};
