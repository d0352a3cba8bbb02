import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, expect } from '@playwright/test';
import { catalogue, openDevSession, type Person, portalStorage } from './fixtures';
import { DILNOZA, MALIKA, videoAct, videoTest as test } from './video-kit';

/**
 * Video through the TURN server (docs/video.md#turn): coturn from Debian, started here with the installer's own
 * configuration (installer/server/turnserver-notary.conf: use-auth-secret, no private, loopback or multicast peer
 * but the media server), and browsers told by their tickets to relay only (`ice_transport_policy = "relay"`). The
 * room test and a two-party call then run with every peer connection's selected path through a relay candidate of
 * this coturn, pictures decoded, and coturn's own log shows the allocations and the bytes relayed for the user names
 * the server issued.
 *
 * No network namespace is needed: Janus offers its host candidate on this machine's own interface (eth0 here), which
 * coturn relays to from the same address as a production coturn relays from its public one to the media server; the
 * browsers reach coturn on loopback, where the e2e server's tickets send them (Makefile `E2E_ENV`). Loopback is never
 * a peer, so no `allow-loopback-peers`: the peer rules are production's, with the media server's address this host's.
 */
const oz = catalogue('oz');
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The TURN server the e2e server's tickets name (Makefile `E2E_TURN`, `E2E_ENV`). */
const TURN_PORT = Number(process.env.E2E_PORT ?? '8765') + 40000;
const TURN_SECRET = 'e2e-turn-development-only';

/** The address of Janus's host candidates: this machine's first IPv4 interface that Janus does not ignore. */
function mediaServerAddress(): string {
  for (const [name, addresses] of Object.entries(networkInterfaces())) {
    if (/^(vmnet|docker|ifb)/.test(name)) continue; // config/janus/janus.jcfg's ice_ignore_list
    const address = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (address) return address.address;
  }
  throw new Error('No network interface but loopback: coturn relays to no loopback peer');
}

/** The installer's coturn configuration with its <...> filled in and this test's ports, files and no TLS. */
function coturnConfig(folder: string, address: string): string {
  const values: Record<string, string> = { 'static-auth-secret': TURN_SECRET, realm: 'notary.e2e', 'allowed-peer-ip': address };
  const replaced = new Set(['listening-port', 'tls-listening-port', 'cert', 'pkey', 'log-file']);
  const installer = readFileSync(join(REPO_ROOT, 'installer/server/turnserver-notary.conf'), 'utf8').split('\n');
  const kept = installer
    .filter((line) => line && !line.startsWith('#') && !replaced.has(line.split('=')[0]))
    .map((line) => line.replace(/^([\w-]+)=<.*>$/, (_, key: string) => `${key}=${values[key]}`));
  expect(kept.join('\n'), 'every <...> of the installer filled in').not.toMatch(/<|undefined/);
  return [
    ...kept,
    'listening-ip=127.0.0.1',
    `listening-port=${TURN_PORT}`,
    `relay-ip=${address}`,
    'no-tls', // the tickets name turn: over UDP only
    'no-dtls',
    'verbose', // each session's allocation, peers and usage, under its user name
    `log-file=${join(folder, 'turn.log')}`,
    'simple-log',
    `pidfile=${join(folder, 'turnserver.pid')}`,
    `userdb=${join(folder, 'turndb')}`,
  ].join('\n');
}

class Coturn {
  readonly address = mediaServerAddress();
  private process: ChildProcess | null = null;

  constructor(private readonly folder: string) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }

  async start(): Promise<void> {
    const config = join(this.folder, 'turnserver.conf');
    writeFileSync(config, coturnConfig(this.folder, this.address));
    this.process = spawn('turnserver', ['-c', config], { stdio: 'ignore' });
    await expect.poll(() => this.log(), { message: 'coturn starts' }).toContain('Total General servers');
  }

  async stop(): Promise<void> {
    const running = this.process;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
  }

  log(): string {
    const file = join(this.folder, 'turn.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  /**
   * What coturn says of this user name's sessions: allocated, the peers permitted, the bytes received from and sent
   * to them (its "peer usage", written when the allocation is freed).
   */
  sessionsOf(username: string) {
    const log = this.log();
    const ids = [...log.matchAll(/session (\d+): new, realm=<[^>]*>, username=<([^>]*)>/g)]
      .filter((match) => match[2] === username)
      .map((match) => match[1]);
    return ids.map((id) => {
      const peer = new RegExp(`session ${id}: peer usage: realm=<[^>]*>, username=<[^>]*>, rp=\\d+, rb=(\\d+), sp=\\d+, sb=(\\d+)`).exec(log);
      return {
        allocated: log.includes(`session ${id}: realm <notary.e2e> user <${username}>: incoming packet ALLOCATE processed, success`),
        peers: [...new Set([...log.matchAll(new RegExp(`session ${id}: peer ([\\d.]+) lifetime updated`, 'g'))].map((m) => m[1]))],
        received: Number(peer?.[1] ?? 0),
        sent: Number(peer?.[2] ?? 0),
        closed: Boolean(peer),
      };
    });
  }
}

interface TicketWithIce {
  ice_servers: { urls: string[]; username?: string | null }[];
  ice_transport_policy: 'all' | 'relay';
}

/**
 * The page's tickets say relay, as a server with `[video] ice_transport_policy = "relay"` says it: the e2e server is
 * every spec's and keeps the default (server/tests/video/test_tickets.py shows the setting reaching the tickets).
 * Gives the TURN user names the server issued.
 */
async function relayOnly(page: Page, ticketPath: string): Promise<string[]> {
  const usernames: string[] = [];
  await page.route(`**${ticketPath}`, async (route) => {
    const response = await route.fetch();
    const ticket = (await response.json()) as TicketWithIce;
    expect(ticket.ice_servers.flatMap((server) => server.urls)).toEqual([`turn:127.0.0.1:${TURN_PORT}?transport=udp`]);
    usernames.push(...ticket.ice_servers.map((server) => server.username ?? ''));
    await route.fulfill({ response, json: { ...ticket, ice_transport_policy: 'relay' } });
  });
  return usernames;
}

/** Every peer connection the page makes, kept to read its statistics (a subclass: the calls go on as before). */
async function keepPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const peers: RTCPeerConnection[] = [];
    Object.assign(window, { notaryPeers: peers });
    window.RTCPeerConnection = class extends window.RTCPeerConnection {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        peers.push(this);
      }
    };
  });
}

/** Each connected peer connection's policy, its selected candidate pair and what it decoded. */
function paths(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { notaryPeers: RTCPeerConnection[] }).notaryPeers;
    const connected = peers.filter((pc) => pc.connectionState === 'connected');
    return Promise.all(
      connected.map(async (pc) => {
        const stats = [...(await pc.getStats()).values()] as Record<string, string | number | undefined>[];
        const byId = new Map(stats.map((entry) => [entry.id, entry]));
        const pair = byId.get(stats.find((entry) => entry.type === 'transport')?.selectedCandidatePairId);
        const local = byId.get(pair?.localCandidateId);
        const remote = byId.get(pair?.remoteCandidateId);
        const decoded = stats.filter((entry) => entry.type === 'inbound-rtp' && entry.kind === 'video');
        return {
          policy: pc.getConfiguration().iceTransportPolicy,
          localCandidates: [...new Set(stats.filter((entry) => entry.type === 'local-candidate').map((entry) => entry.candidateType))],
          local: `${local?.candidateType} ${local?.relayProtocol} ${local?.address}`,
          remote: `${remote?.candidateType} ${remote?.address}`,
          sent: Number(pair?.bytesSent ?? 0),
          received: Number(pair?.bytesReceived ?? 0),
          framesDecoded: decoded.reduce((sum, entry) => sum + Number(entry.framesDecoded ?? 0), 0),
        };
      }),
    );
  });
}

/** Every connection of the page relays through coturn to Janus's host candidate. */
async function expectRelayed(page: Page, coturn: Coturn, connections: number) {
  // A connection of a loaded machine may be a moment short of connected.
  await expect.poll(async () => (await paths(page)).length, { message: 'connected peer connections' }).toBe(connections);
  const found = await paths(page);
  console.log(JSON.stringify(found));
  for (const path of found) {
    expect(path.policy).toBe('relay');
    expect(path.localCandidates).toEqual(['relay']);
    expect(path.local).toBe(`relay udp ${coturn.address}`);
    expect(path.remote).toBe(`host ${coturn.address}`);
  }
  return found;
}

const MEDIA_BYTES = 20_000;

const total = (entries: { sent: number; received: number }[]) => ({
  sent: entries.reduce((sum, entry) => sum + entry.sent, 0),
  received: entries.reduce((sum, entry) => sum + entry.received, 0),
});

/**
 * coturn allocated for the user name once per connection, freed them all, relayed to Janus's address only, and
 * carried at least what the page's connections had sent and received when it looked (a browser counts the media
 * only; coturn, later, counts everything it relayed).
 */
async function expectCoturnRelayed(coturn: Coturn, username: string, browser: { sent: number; received: number }[]) {
  // On a loaded machine Chromium may allocate once more and not use it (no peer): only what relayed counts.
  const used = () => coturn.sessionsOf(username).filter((session) => session.peers.length > 0);
  const freed = () => used().filter((session) => session.closed).length;
  await expect.poll(freed, { message: `coturn freed ${username}'s allocations` }).toBe(browser.length);
  console.log(`coturn, ${username}: ${JSON.stringify(coturn.sessionsOf(username))}`);
  const sessions = used();
  expect(sessions).toHaveLength(browser.length);
  for (const session of sessions) expect(session).toMatchObject({ allocated: true, peers: [coturn.address] });
  const relayed = total(sessions);
  const measured = total(browser);
  // Media, not only the ICE checks and the DTLS handshake (a few kB): the frames decoded above, some 40 kB or more.
  expect(measured.sent).toBeGreaterThan(MEDIA_BYTES);
  expect(measured.received).toBeGreaterThan(MEDIA_BYTES);
  expect(relayed.sent).toBeGreaterThanOrEqual(measured.sent);
  expect(relayed.received).toBeGreaterThanOrEqual(measured.received);
}

let coturn: Coturn;
test.beforeAll(async ({}, testInfo) => {
  // Its configuration and log stay among the run's results (test-results/coturn), to be read after a failure.
  coturn = new Coturn(join(testInfo.project.outputDir, 'coturn'));
  await coturn.start();
});
test.afterAll(async () => coturn.stop());

test('the room test relays through coturn only, and coturn counts the bytes', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(DILNOZA), 'browser') });
  const page = await context.newPage();
  await keepPeerConnections(page);
  const usernames = await relayOnly(page, '/api/video/echo-test');
  const room = oz['room-test'];
  await page.goto('/room_video_testing');
  await page.getByRole('button', { name: room.start }).click();
  const returned = page.getByLabel(room.returned);
  await expect
    .poll(() => returned.evaluate((video) => (video as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames), {
      timeout: 30_000,
    })
    .toBeGreaterThan(30);
  const connections = await expectRelayed(page, coturn, 1);
  expect(connections[0]?.framesDecoded).toBeGreaterThan(30);

  // Stopping closes the connection: Chromium frees its allocation and coturn writes the session's usage.
  await page.getByRole('button', { name: room.stop }).click();
  expect(usernames).toHaveLength(1);
  await expectCoturnRelayed(coturn, usernames[0] ?? '', connections);
  await context.close();
});

async function videoTab(browser: Browser, person: Person, uuid: string) {
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(person), 'browser') });
  const page = await context.newPage();
  await keepPeerConnections(page);
  const usernames = await relayOnly(page, `/api/notarial_act/${uuid}/video/join`);
  await page.goto(`/enotarial_act/${uuid}`);
  await page.getByRole('tab', { name: oz.acts.details.tabs.video }).click();
  return { page, usernames };
}

test('a notary and a party meet by video with every stream relayed through coturn', async ({ browser }) => {
  test.setTimeout(180_000);
  const texts = oz.acts.video;
  const uuid = videoAct(5);
  const dilnoza = await videoTab(browser, DILNOZA, uuid);
  // Her device check is video-call.spec.ts's (its speed test fails on a loaded machine): what it sends, sent here.
  const ready = await dilnoza.page.request.post(`/api/notarial_act/${uuid}/video/ready`, {
    headers: { 'X-Requested-With': 'notary-portal' },
    data: { width: 1280, height: 720, microphone: true, bandwidth_mbps: 10 },
  });
  expect(ready.status()).toBe(200);
  const malika = await videoTab(browser, MALIKA, uuid);
  await malika.page.getByRole('button', { name: texts.start }).click();
  await malika.page.getByRole('button', { name: texts.join }).click();
  await dilnoza.page.reload();
  await dilnoza.page.getByRole('tab', { name: oz.acts.details.tabs.video }).click();
  await dilnoza.page.getByRole('button', { name: texts.join }).click({ timeout: 15_000 });

  const measured = new Map<Page, Awaited<ReturnType<typeof paths>>>();
  for (const { page } of [malika, dilnoza]) {
    const other = page.getByTestId('call-picture').nth(1);
    await expect
      .poll(() => other.evaluate((video) => (video as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames), {
        timeout: 30_000,
      })
      .toBeGreaterThan(30);
    // Her camera goes up through one connection (publisher), the other's picture comes down through the other.
    const connections = await expectRelayed(page, coturn, 2);
    expect(connections.some((connection) => connection.framesDecoded > 30)).toBe(true);
    measured.set(page, connections);
  }

  // Leaving and ending close the connections: Chromium frees its allocations and coturn writes their usage.
  await dilnoza.page.getByRole('tabpanel').getByRole('button', { name: texts.leave }).click();
  const ended = malika.page.waitForResponse((response) => response.url().endsWith('/video/end') && response.ok());
  await malika.page.getByRole('button', { name: texts.end }).click();
  await ended;
  for (const { page, usernames } of [malika, dilnoza]) {
    expect(usernames).toHaveLength(1);
    await expectCoturnRelayed(coturn, usernames[0] ?? '', measured.get(page) ?? []);
  }
  await dilnoza.page.context().close();
  await malika.page.context().close();
});
