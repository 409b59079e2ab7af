import { describe, expect, it } from 'vitest';
import {
  assetIdFromUri,
  assetUri,
  BOARD_NAME_MAX,
  boardNameProblem,
  experienceFor,
  filterBoards,
  withAsset,
  withoutAsset,
} from './rules';

describe('board rules', () => {
  it('round-trips asset uris and refuses anything else', () => {
    expect(assetUri(123)).toBe('gi:123');
    expect(assetIdFromUri('gi:123')).toBe(123);
    expect(assetIdFromUri('123')).toBe(123);
    for (const bad of ['gi:', 'gi:0', 'gi:-1', 'gi:1.5', 'gi:abc', 'xx:1', 'gi:99999999999']) {
      expect(assetIdFromUri(bad), bad).toBeUndefined();
    }
  });

  it('checks names: trimmed, not empty, at most 255 characters counted as people see them', () => {
    expect(boardNameProblem('  ')).toBe('empty');
    expect(boardNameProblem('a'.repeat(BOARD_NAME_MAX))).toBeUndefined();
    expect(boardNameProblem('😀'.repeat(BOARD_NAME_MAX))).toBeUndefined();
    expect(boardNameProblem('a'.repeat(BOARD_NAME_MAX + 1))).toBe('tooLong');
  });

  it('filters boards by case-insensitive substring', () => {
    const boards = [{ name: 'Alpine Mornings' }, { name: 'city nights' }, { name: 'ALPS' }];
    expect(filterBoards(boards, 'alp').map((b) => b.name)).toEqual(['Alpine Mornings', 'ALPS']);
    expect(filterBoards(boards, '  ')).toEqual(boards);
    expect(filterBoards(boards, 'NIGHT')).toEqual([{ name: 'city nights' }]);
  });

  it('adds an asset once and removes it', () => {
    expect(withAsset([1, 2], 3)).toEqual([1, 2, 3]);
    expect(withAsset([1, 2], 2)).toEqual([1, 2]);
    expect(withoutAsset([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('picks the experience variant from the deployed application name', () => {
    expect(experienceFor('asset-detail')).toBe('asset-detail');
    expect(experienceFor('unisporkal-assetdetail')).toBe('asset-detail');
    expect(experienceFor('search')).toBe('search');
    expect(experienceFor('header')).toBe('generic');
  });
});
