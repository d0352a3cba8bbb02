/**
 * The offline page's script: shows the texts in the chosen language, counts down, probes the server and goes back to
 * the kiosk as soon as the server answers at all.
 */
import { OFFLINE_LOCALES, OFFLINE_STRINGS, type OfflineLocale, offlineLocale, retryingIn } from './strings';
import { kioskUrlFor, retryDelaySeconds } from './retry';

const PROBE_TIMEOUT_MS = 5000;
const params = new URLSearchParams(location.search);
const kioskUrl = kioskUrlFor(params.get('server'));
let locale: OfflineLocale = offlineLocale(params.get('lang'));
let attempt = 0;
let secondsLeft = retryDelaySeconds(attempt);
let ticker: number | undefined;

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`offline page lacks #${id}`);
  return found;
}

function render(status: string): void {
  const strings = OFFLINE_STRINGS[locale];
  document.documentElement.lang = locale;
  element('title').textContent = strings.title;
  element('explanation').textContent = strings.explanation;
  element('retry-now').textContent = strings.retryNow;
  element('helpline').textContent = strings.helpline;
  element('status').textContent = status;
}

function renderCountdown(): void {
  render(retryingIn(OFFLINE_STRINGS[locale], secondsLeft));
}

// Any answer, even an error status, means the server is reachable again; only a network failure keeps us here.
async function serverAnswers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/api/client-config`, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

async function probe(): Promise<void> {
  window.clearInterval(ticker);
  render(OFFLINE_STRINGS[locale].checking);
  if (kioskUrl !== null && (await serverAnswers(new URL(kioskUrl).origin))) {
    location.assign(kioskUrl);
    return;
  }
  attempt += 1;
  secondsLeft = retryDelaySeconds(attempt);
  startCountdown();
}

function startCountdown(): void {
  renderCountdown();
  ticker = window.setInterval(() => {
    secondsLeft -= 1;
    if (secondsLeft <= 0) void probe();
    else renderCountdown();
  }, 1000);
}

function buildLanguageButtons(): void {
  const bar = element('languages');
  for (const code of OFFLINE_LOCALES) {
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = code;
    button.textContent = OFFLINE_STRINGS[code].languageName;
    button.addEventListener('click', () => {
      locale = code;
      renderCountdown();
    });
    bar.append(button);
  }
}

buildLanguageButtons();
element('retry-now').addEventListener('click', () => void probe());
startCountdown();
