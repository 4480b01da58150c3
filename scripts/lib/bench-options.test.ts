import { describe, expect, it } from 'vitest';
import { generatedProductsFor, parseOptions } from './bench-options.ts';

describe('bench options', () => {
  it('when --cluster is given, then the several-instances figures follow the other modes', () => {
    expect(parseOptions(['--cluster', '--mode', 'writes'], '.')).toMatchObject({
      cluster: true,
      modes: ['writes'],
    });
  });

  it('when nothing is given, then every mode on both databases runs and the cluster is left out', () => {
    expect(parseOptions([], '.')).toMatchObject({
      cluster: false,
      modes: ['cached', 'uncached', 'writes', 'uploads', 'sitemap'],
      targets: ['pglite', 'postgres'],
      logLevels: ['info', 'warn'],
    });
  });

  it('when one log level is asked for, then the cached mode runs at that level only', () => {
    expect(parseOptions(['--log-level', 'info'], '.')).toMatchObject({ logLevels: ['info'] });
    expect(parseOptions(['--log-level', 'warn'], '.')).toMatchObject({ logLevels: ['warn'] });
  });

  it('when a log level is unknown, then the options are refused with the levels there are', () => {
    expect(() => parseOptions(['--log-level', 'debug'], '.')).toThrow(
      '--log-level must be both, info or warn, got "debug"',
    );
  });

  it('when the sitemap mode is asked for, then it runs on the catalogue the uncached reads use', () => {
    const options = parseOptions(['--mode', 'sitemap', '--db', 'postgres'], '.');
    expect(options).toMatchObject({ modes: ['sitemap'], targets: ['postgres'] });
    if (!options) throw new Error('no options');
    expect(generatedProductsFor(options, 'sitemap', 'postgres')).toBe(100_000);
  });

  it('when a mode is unknown, then the options are refused with the modes there are', () => {
    expect(() => parseOptions(['--mode', 'cluster'], '.')).toThrow(
      /--mode takes all or cached, uncached, writes, uploads, sitemap/,
    );
  });
});
