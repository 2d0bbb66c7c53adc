import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides the recovery token in the path', () => {
    expect(redactUrl('/api/password/recover/abcDEF123')).toBe('/api/password/recover/***');
  });
  it('hides secrets in the query string and keeps the rest', () => {
    expect(redactUrl('/api/x?theme_id=3&token=secret&code=123456')).toBe(
      '/api/x?theme_id=3&token=***&code=***',
    );
  });
  it('leaves ordinary addresses alone', () => {
    expect(redactUrl('/api/theme/block/3/1')).toBe('/api/theme/block/3/1');
  });
});
