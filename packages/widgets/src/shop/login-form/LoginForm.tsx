import type { Credentials } from '@stickers62/core/contract';
import { type LoginErrors, loginFormErrors, newPasswordRuleText, type SignInMode } from '@stickers62/core/rules';
import { loginTexts, shellTexts } from '@stickers62/core/texts';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass, cardClass } from '../../ui/classes';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/text-field';
import { MessageBlock } from '../message-block';

/** Sign in, register, or turn a temporary session into a permanent account. */
export type LoginMode = SignInMode;

export interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** A request is under way: the submit button says 'Загрузка...'. */
  busy: boolean;
  /** The message block: the last failure, or the last success. */
  error?: string | null;
  notice?: string | null;
  /** Offer 'Создать постоянный аккаунт' (a temporary session without an account). */
  canCreatePermanent?: boolean;
  onSubmit: (mode: LoginMode, credentials: Credentials) => void;
  onVkLogin: () => void;
}

const titles: Record<LoginMode, string> = {
  login: loginTexts.title,
  register: loginTexts.registerTitle,
  convert: loginTexts.convertTitle,
};

const submitTexts: Record<LoginMode, string> = {
  login: loginTexts.submitLogin,
  register: loginTexts.submitRegister,
  convert: loginTexts.submitConvert,
};

const linkButtonClass =
  'rounded text-brand underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light';

export function LoginForm({
  mode,
  onModeChange,
  busy,
  error,
  notice,
  canCreatePermanent = false,
  onSubmit,
  onVkLogin,
}: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = loginFormErrors({ username, password });
    setErrors(found);
    if (found.username || found.password) return;
    onSubmit(mode, { username: username.trim(), password });
  };

  return (
    <section
      aria-labelledby={titleId}
      className={`${cardClass} mx-auto flex w-full max-w-md flex-col gap-5 p-6 md:p-8`}
    >
      <h1 id={titleId} className="text-2xl font-bold tracking-tight">
        {titles[mode]}
      </h1>

      {error && <MessageBlock tone="error" text={error} />}
      {!error && notice && <MessageBlock tone="success" text={notice} />}

      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <TextField
          label={loginTexts.username}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={setUsername}
          error={errors.username}
        />
        <TextField
          label={loginTexts.password}
          type="password"
          name="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={mode === 'login' ? undefined : newPasswordRuleText()}
        />
        <button type="submit" className={`${buttonClass.primary} w-full py-3 text-base`} disabled={busy}>
          {busy ? loginTexts.busy : submitTexts[mode]}
        </button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {mode === 'login' ? (
          <button type="button" className={linkButtonClass} onClick={() => onModeChange('register')}>
            {loginTexts.toRegister}
          </button>
        ) : (
          <button type="button" className={linkButtonClass} onClick={() => onModeChange('login')}>
            {loginTexts.toLogin}
          </button>
        )}
        {canCreatePermanent && mode !== 'convert' && (
          <button type="button" className={linkButtonClass} onClick={() => onModeChange('convert')}>
            {loginTexts.createPermanentLink}
          </button>
        )}
      </div>

      <div className="flex items-center gap-3 text-xs uppercase text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {shellTexts.or}
        <span className="h-px flex-1 bg-gray-200" />
      </div>

      <button
        type="button"
        onClick={onVkLogin}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-[#0062cc] px-4 py-3 text-base font-semibold text-white hover:bg-[#0052aa] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light"
      >
        <Icon path={vkIcon} size={22} />
        {loginTexts.vkLogin}
      </button>

      <p className="text-xs leading-relaxed text-gray-500">
        {loginTexts.policyPrefix}{' '}
        <button type="button" className={linkButtonClass} onClick={() => onModeChange('register')}>
          {loginTexts.policyLink}
        </button>{' '}
        {loginTexts.policyJoin}{' '}
        <button type="button" className={linkButtonClass} onClick={() => onModeChange('register')}>
          {loginTexts.offerLink}
        </button>
        .
      </p>
    </section>
  );
}

/** VK's logo. */
const vkIcon =
  'M12.8 17.3c-5.5 0-8.7-3.8-8.8-10h2.8c.1 4.6 2.1 6.5 3.7 6.9V7.3h2.6v3.9c1.6-.2 3.3-2 3.8-3.9h2.6c-.4 2.4-2.2 4.2-3.4 4.9 1.2.6 3.2 2.1 3.9 4.9h-2.9c-.6-1.9-2.1-3.3-4-3.5v3.5h-.3z';
