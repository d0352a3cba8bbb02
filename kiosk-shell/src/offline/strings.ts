/** Texts of the offline page: Uzbek Latin (oz, the default), Uzbek Cyrillic (uz) and Russian (ru). */
export const OFFLINE_LOCALES = ['oz', 'uz', 'ru'] as const;
export type OfflineLocale = (typeof OFFLINE_LOCALES)[number];

export interface OfflineStrings {
  languageName: string;
  title: string;
  explanation: string;
  /** "{seconds}" is replaced with the seconds left before the next attempt. */
  retryingIn: string;
  checking: string;
  retryNow: string;
  helpline: string;
}

export const OFFLINE_STRINGS: Readonly<Record<OfflineLocale, OfflineStrings>> = {
  oz: {
    languageName: 'Oʻzbekcha',
    title: 'Xizmat vaqtincha mavjud emas',
    explanation: 'Kiosk serverga ulana olmayapti. Ulanish tiklanishi bilan sahifa oʻzi ochiladi.',
    retryingIn: 'Qayta urinish {seconds} soniyadan keyin',
    checking: 'Ulanish tekshirilmoqda…',
    retryNow: 'Hozir qayta urinish',
    helpline: 'Ishonch telefoni: 1008',
  },
  uz: {
    languageName: 'Ўзбекча',
    title: 'Хизмат вақтинча мавжуд эмас',
    explanation: 'Киоск серверга улана олмаяпти. Уланиш тикланиши билан саҳифа ўзи очилади.',
    retryingIn: 'Қайта уриниш {seconds} сониядан кейин',
    checking: 'Уланиш текширилмоқда…',
    retryNow: 'Ҳозир қайта уриниш',
    helpline: 'Ишонч телефони: 1008',
  },
  ru: {
    languageName: 'Русский',
    title: 'Сервис временно недоступен',
    explanation: 'Киоск не может подключиться к серверу. Страница откроется сама, как только связь восстановится.',
    retryingIn: 'Повторная попытка через {seconds} с',
    checking: 'Проверяем подключение…',
    retryNow: 'Повторить сейчас',
    helpline: 'Телефон доверия: 1008',
  },
};

export function offlineLocale(requested: string | null): OfflineLocale {
  return OFFLINE_LOCALES.find((locale) => locale === requested) ?? 'oz';
}

export function retryingIn(strings: OfflineStrings, seconds: number): string {
  return strings.retryingIn.replace('{seconds}', String(seconds));
}
