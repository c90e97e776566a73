/** The R$ mask: digits typed fill the value from the cents up ("1234" is R$ 12,34). */
export const centavosFromTyping = (text: string) => {
  const digits = text.replace(/\D/gu, '').replace(/^0+/u, '').slice(0, 10);
  return digits ? Number(digits) : 0;
};

/** The amount without the currency symbol, for the input beside its "R$" prefix. */
export const maskedAmount = (centavos: number) =>
  centavos === 0
    ? ''
    : new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        centavos / 100,
      );
