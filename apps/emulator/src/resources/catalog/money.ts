/** The emulated project's VAT rate, applied to every net price of the catalog. */
export const VAT_RATE = 0.19;
export const VAT_RATE_TEXT = "19.00";
export const CURRENCY = "EUR";

/** Hours in a billing month, used to derive hourly prices from monthly ones. */
const HOURS_PER_MONTH = 730;

export interface Price {
  net: string;
  gross: string;
}

export function price(net: number, decimals = 4): Price {
  return { net: net.toFixed(decimals), gross: (net * (1 + VAT_RATE)).toFixed(decimals) };
}

export function hourlyFromMonthly(monthlyNet: number): Price {
  return price(monthlyNet / HOURS_PER_MONTH, 4);
}
