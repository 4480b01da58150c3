import { describe, expect, it } from 'vitest';
import { generatedProductsFor, parseOptions, shoppersFor } from './bench-options.ts';

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
      modes: ['cached', 'uncached', 'writes', 'uploads', 'sitemap', 'flash', 'quote'],
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
      /--mode takes all or cached, uncached, writes, uploads, sitemap, flash/,
    );
  });

  it('when the flash mode is asked for, then 1000 shoppers rush 100 units on the demo catalogue alone', () => {
    const options = parseOptions(['--mode', 'flash', '--db', 'pglite', '--products', '5000'], '.');
    if (!options) throw new Error('no options');
    expect(options).toMatchObject({ modes: ['flash'], targets: ['pglite'], units: 100 });
    expect(shoppersFor(options, 'flash')).toBe(1000);
    expect(shoppersFor(options, 'writes')).toBe(50);
    expect(generatedProductsFor(options, 'flash', 'pglite')).toBe(0);
  });

  it('when shoppers and units are given, then the rush uses them', () => {
    const options = parseOptions(['--mode', 'flash', '--shoppers', '300', '--units', '30'], '.');
    if (!options) throw new Error('no options');
    expect(options.units).toBe(30);
    expect(shoppersFor(options, 'flash')).toBe(300);
    expect(() => parseOptions(['--units', '0'], '.')).toThrow(
      '--units must be an integer from 1 to 100000, got "0"',
    );
  });
});
