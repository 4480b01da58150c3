import type { LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { sqlStateOf } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import { createTestApp, type TestApp } from './app.ts';
import { accountWithToken, type Headers } from './shop-requests.ts';
import { uploadImage } from './uploaded-image.ts';

/**
 * The race matrix's runner: a pair of writes that touch the same rows is sent at once, round after
 * round, each round on rows of its own, and no answer may be a 5xx.
 */

/**
 * Rounds per pair. On PostgreSQL the requests really run side by side, and a collision shows only
 * in some rounds: 40, as issue 34 asks. PGlite runs one statement at a time, so nothing there
 * waits on anything; its rounds check the answers and the state each order of arrival leaves,
 * and six cover the three arrival orders twice.
 */
export const ROUNDS = inject('postgresTemplate') ? 40 : 6;

/** Only the race app sets it: which error a 5xx answer hid, so a failing round says why. */
const FAILURE_HEADER = 'x-test-failure';

export interface RaceApp extends TestApp {
  /** An admin's bearer header. */
  admin: Headers;
  /** An image uploaded through the shop, which a product an admin saves must show. */
  image: string;
}

/** The test app, whose 5xx answers carry the cause's SQLSTATE (or error name) for the tally. */
export async function createRaceApp(): Promise<RaceApp> {
  const t = await createTestApp({}, (app) => {
    app.addHook('onError', async (_request, reply, error) => {
      if (!(error instanceof AppError)) void reply.header(FAILURE_HEADER, sqlStateOf(error) ?? error.name);
    });
  });
  const { headers: admin } = await accountWithToken(t.db, { isAdmin: true });
  return { ...t, admin, image: await uploadImage(t.app, admin) };
}

/** `201 {"message":"Review added"}`, or `500 40P01` for a failure. */
export function outcomeOf(response: LightMyRequestResponse): string {
  if (response.statusCode < 500) return `${response.statusCode} ${response.body}`;
  const cause = response.headers[FAILURE_HEADER];
  return `${response.statusCode} ${typeof cause === 'string' ? cause : 'unknown'}`;
}

type Send = () => Promise<LightMyRequestResponse>;

export interface RacePair<T> {
  /** The rows one round races on, made before its requests are sent. */
  prepare: () => Promise<T>;
  /**
   * The two sides' requests, all sent together. A side may send several at once (shoppers whose
   * carts hold the product an admin deletes): each request of a round is at a different step of
   * its transaction when the other side's statement runs, which is what makes a race show.
   */
  contenders: (rows: T) => { first: Send[]; second: Send[] };
  /** The outcomes each side may have (`outcomeOf`); a 5xx never matches. */
  allowed: { first: readonly RegExp[]; second: readonly RegExp[] };
  /** What must hold after a round, given every outcome; run once every round has been raced. */
  check: (rows: T, outcomes: { first: string[]; second: string[] }) => Promise<void>;
}

/** How often each outcome no pattern allows came back; a long message is cut. */
function tallyUnexpected(outcomes: readonly string[], allowed: readonly RegExp[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (allowed.some((pattern) => pattern.test(outcome))) continue;
    const key = outcome.length > 160 ? `${outcome.slice(0, 157)}...` : outcome;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

/**
 * Sends both sides' requests at once, the second side's placed first, in the middle or last of
 * the first side's in turn, so every order of arrival is raced.
 */
async function sendRound(first: Send[], second: Send[], round: number) {
  const at = [0, Math.floor(first.length / 2), first.length][round % 3] ?? 0;
  const sends = [...first.slice(0, at), ...second, ...first.slice(at)];
  const answers = (await Promise.all(sends.map((send) => send()))).map(outcomeOf);
  return {
    first: [...answers.slice(0, at), ...answers.slice(at + second.length)],
    second: answers.slice(at, at + second.length),
  };
}

/**
 * Races a pair ROUNDS times. The outcomes are judged after the last round, so a failing pair
 * reports how often each unexpected answer came back, not only the first; then each round's state
 * is checked.
 */
export async function race<T>(pair: RacePair<T>): Promise<void> {
  const rounds: { rows: T; outcomes: { first: string[]; second: string[] } }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rows = await pair.prepare();
    const { first, second } = pair.contenders(rows);
    rounds.push({ rows, outcomes: await sendRound(first, second, round) });
  }
  expect({
    first: tallyUnexpected(
      rounds.flatMap(({ outcomes }) => outcomes.first),
      pair.allowed.first,
    ),
    second: tallyUnexpected(
      rounds.flatMap(({ outcomes }) => outcomes.second),
      pair.allowed.second,
    ),
  }).toEqual({ first: {}, second: {} });
  for (const { rows, outcomes } of rounds) await pair.check(rows, outcomes);
}
