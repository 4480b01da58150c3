import { describe, expect, it } from 'vitest';
import { parseOptions } from './bench-options.ts';

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
      modes: ['cached', 'uncached', 'writes', 'uploads'],
      targets: ['pglite', 'postgres'],
    });
  });

  it('when a mode is unknown, then the options are refused with the modes there are', () => {
    expect(() => parseOptions(['--mode', 'cluster'], '.')).toThrow(
      /--mode takes all or cached, uncached, writes, uploads/,
    );
  });
});
