import { describe, expect, it, vi } from 'vitest';
import { createFormStore, type Rule, required } from './form-store';

type Values = { loginid: string; password: string; confirm: string; code: string };
const initial: Values = { loginid: '', password: '', confirm: '', code: '' };

function form() {
  const onChange = vi.fn();
  const store = createFormStore<Values>('login', initial, onChange);
  const matches: Rule = (value, values) => (value === values.password ? undefined : 'mismatch');
  store.register('loginid', { rules: [required('loginid required', { whitespace: true })] });
  store.register('password', { rules: [required('password required')] });
  store.register('confirm', { rules: [required('confirm required'), matches], dependencies: ['password'] });
  store.register('code', { rules: [required('code required')], normalize: (value) => value.trim() });
  return { store, onChange };
}

describe('createFormStore', () => {
  it('checks a field when it changes, and only that field', () => {
    const { store, onChange } = form();
    store.setValue('loginid', 'a');
    expect(store.errors).toEqual({});
    store.setValue('loginid', '   ');
    expect(store.errors).toEqual({ loginid: 'loginid required' });
    expect(store.values.loginid).toBe('   ');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('checks every field on submit and calls onFinish only when all pass', () => {
    const { store } = form();
    const onFinish = vi.fn();
    store.setOnFinish(onFinish);
    store.submit();
    expect(store.errors).toEqual({
      loginid: 'loginid required',
      password: 'password required',
      confirm: 'confirm required',
      code: 'code required',
    });
    expect(onFinish).not.toHaveBeenCalled();
    for (const [field, value] of Object.entries({ loginid: 'x', password: 'p', confirm: 'p', code: '1' })) {
      store.setValue(field as keyof Values, value);
    }
    store.submit();
    expect(onFinish).toHaveBeenCalledWith({ loginid: 'x', password: 'p', confirm: 'p', code: '1' });
  });

  it('checks only the fields asked for', () => {
    const { store } = form();
    expect(store.validate(['loginid', 'password'])).toBeNull();
    expect(Object.keys(store.errors)).toEqual(['loginid', 'password']);
    store.setValue('loginid', 'x');
    store.setValue('password', 'p');
    expect(store.validate(['loginid', 'password'])).toMatchObject({ loginid: 'x', password: 'p' });
  });

  it('stops at the first failing rule', () => {
    const { store } = form();
    store.setValue('password', 'p');
    store.setValue('confirm', '');
    expect(store.errors.confirm).toBe('confirm required');
    store.setValue('confirm', 'q');
    expect(store.errors.confirm).toBe('mismatch');
  });

  it('re-checks a dependent field on a change only once it has been typed in or checked', () => {
    const { store } = form();
    store.setValue('password', 'p');
    expect(store.errors.confirm).toBeUndefined();
    store.setValue('confirm', 'p');
    store.setValue('password', 'q');
    expect(store.errors.confirm).toBe('mismatch');
    store.setValue('password', 'p');
    expect(store.errors.confirm).toBeUndefined();
  });

  it('normalises what is typed', () => {
    const { store } = form();
    store.setValue('code', ' 12 ');
    expect(store.values.code).toBe('12');
  });

  it('does not check a field that is no longer rendered', () => {
    const { store } = form();
    const unregister = store.register('confirm', { rules: [required('confirm required')] });
    unregister();
    store.validate();
    expect(store.errors.confirm).toBeUndefined();
  });

  it('resets to the initial values without messages', () => {
    const { store } = form();
    store.setValue('loginid', 'x');
    store.validate();
    store.reset();
    expect(store.values).toEqual(initial);
    expect(store.errors).toEqual({});
  });
});
