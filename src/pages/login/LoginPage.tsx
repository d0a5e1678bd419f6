import { lazy, Suspense, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/SkipLink';
import { DownloadCentreEntry } from '../download-centre/DownloadCentreEntry';
import { fetchLoginModes, fetchPublicKey, fetchUserInfo, login } from '../../api/auth';
import type { LoginData } from '../../../schemas/auth';
import { ApiError } from '../../api/client';
import { resetSessionEndGuard } from '../../api/effects';
import { encryptRsaOaep } from '../../crypto/rsa-oaep';
import { AFTER_LOGIN } from '../../app/access';
import { forgetReturnAddress, keptReturnAddress, nextOf } from '../../app/deep-link';
import { clearSession, getHome, setToken, setUser } from '../../session/session';
import { FALLBACK_PLATFORM_NAME, usePlatform } from '../../shared/usePlatform';
import { PlatformFooter } from '../../shared/PlatformFooter';
import { CAPTCHA_CODE, CAPTCHA_IMAGE, captchaSrc, fetchCaptcha, type Captcha } from './captcha';
import { ImportantNotice } from './ImportantNotice';
import { MODE_PANEL_ID, ModeTabs, modeTabId } from './ModeTabs';
import { noticeApi } from '../../api/notices';
import './login.css';
import '../../../runtime/core/visually-hidden.css';

interface LoginForm {
  username: string;
  password: string;
  captcha?: string;
}

const FEATURES = ['交易全流程在线办理', '信用评价动态管理', '业务配置灵活可扩展'];

// 短信登录 is its own chunk (it brings the schemas' rules and the captcha field): loaded on its tab.
const SmsLoginForm = lazy(() => import('./SmsLoginForm'));
/** The ways to log in this page draws, when the server offers them (`POST /ks/authentication/login/login-mode`). */
const DRAWN_MODES = ['password', 'sms'];
type Mode = { mode: string; name: string };
const PASSWORD_ONLY: Mode[] = [{ mode: 'password', name: '账号登录' }];

/**
 * The show/hide eye as a real button, reachable by Tab (antd's icon is a span). antd clones it
 * with its click and class; the click stops here, or the input box around it would take the focus
 * from the button. Named by its hidden text, not aria-label, so a search for the label 密码 finds
 * the input only.
 */
function PasswordToggle({ visible, onClick, ...rest }: { visible: boolean; onClick?: (e: MouseEvent) => void } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>) {
  return (
    <button
      {...rest}
      type="button"
      onClick={(e) => {
        onClick?.(e);
        e.stopPropagation();
      }}
    >
      <span className="ks-visually-hidden">{visible ? '隐藏密码' : '显示密码'}</span>
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </button>
  );
}
const passwordToggle = (visible: boolean) => <PasswordToggle visible={visible} />;

/** The login page (/login, and / in the login variant while logged out). */
export default function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once on opening: a failed attempt clears the session storage it lives in.
  const [returnTo] = useState(keptReturnAddress);
  const platform = usePlatform();
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Once the server asked for a captcha, every later attempt sends one (each image is good for one try).
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const captchaInput = useRef<InputRef>(null);
  const focusCaptcha = useRef(false);
  const [modes, setModes] = useState<Mode[]>(PASSWORD_ONLY);
  const [mode, setMode] = useState('password');

  // Without an answer the page offers the password login it always had.
  useEffect(() => {
    let alive = true;
    fetchLoginModes().then(
      (r) => {
        const drawn = r.modes.filter((m) => m.enabled && DRAWN_MODES.includes(m.mode));
        if (alive && drawn.some((m) => m.mode === 'password')) setModes(drawn);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);

  /** Stores a new session (either way of logging in) and leaves for the home address. */
  async function finishLogin(session: LoginData) {
    try {
      setToken(session.token);
      resetSessionEndGuard();
      setUser(await fetchUserInfo());
    } catch (e) {
      clearSession();
      throw e;
    }
    // The page asked for before the login (issue 45 point 7), else the page the last session ended
    // on in this tab (issue 47 point 2, used once), else the stored home, else /judge.
    forgetReturnAddress();
    navigate(nextOf(search) ?? returnTo ?? getHome() ?? AFTER_LOGIN, { replace: true });
  }

  async function loadCaptcha(focus: boolean) {
    form.setFieldValue('captcha', '');
    focusCaptcha.current = focus;
    try {
      setCaptcha(await fetchCaptcha());
    } catch (e) {
      setCaptcha(null);
      setError(e instanceof ApiError ? e.message : '验证码加载失败，请稍后重试');
    }
  }

  useEffect(() => {
    if (captcha && focusCaptcha.current) {
      focusCaptcha.current = false;
      captchaInput.current?.focus();
    }
  }, [captcha]);

  async function onFinish(values: LoginForm) {
    setError(null);
    setSubmitting(true);
    try {
      const publicKey = await fetchPublicKey();
      const [logValue, passWord] = await Promise.all([encryptRsaOaep(publicKey, values.username.trim()), encryptRsaOaep(publicKey, values.password)]);
      const withCaptcha = captchaNeeded && captcha ? { captchaId: captcha.captchaId, captcha: (values.captcha ?? '').trim() } : {};
      await finishLogin(await login({ logValue, passWord, ...withCaptcha }));
    } catch (e) {
      clearSession();
      setError(e instanceof ApiError ? e.message : '登录失败，请稍后重试');
      setSubmitting(false);
      const code = e instanceof ApiError ? e.code : undefined;
      // The image the server saw is used up (right or wrong); a first request for one shows the field.
      if (code === CAPTCHA_CODE.CAPTCHA_REQUIRED || code === CAPTCHA_CODE.CAPTCHA_INVALID || captchaNeeded) {
        setCaptchaNeeded(true);
        await loadCaptcha(code === CAPTCHA_CODE.CAPTCHA_REQUIRED || code === CAPTCHA_CODE.CAPTCHA_INVALID);
      }
    }
  }

  const name = platform?.platformName || FALLBACK_PLATFORM_NAME;
  const passwordForm = (
    <>
      {error ? <Alert className="ks-login-error" type="error" showIcon message={error} role="alert" /> : null}
      <Form<LoginForm> form={form} layout="vertical" size="large" onFinish={onFinish} onValuesChange={() => setError(null)} requiredMark={false}>
        <Form.Item name="username" label="用户名" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
          <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={128} iconRender={passwordToggle} />
        </Form.Item>
        {captchaNeeded ? (
          <Form.Item label="验证码" htmlFor="login-captcha">
            <div className="ks-login-captcha">
              <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
                <Input ref={captchaInput} prefix={<SafetyOutlined />} placeholder="请输入验证码" autoComplete="off" maxLength={8} id="login-captcha" />
              </Form.Item>
              <button type="button" className="ks-login-captcha-image" title="看不清？换一张" aria-label="看不清？换一张" onClick={() => void loadCaptcha(true)}>
                {captcha ? <img alt="验证码" src={captchaSrc(captcha.svg)} width={CAPTCHA_IMAGE.width} height={CAPTCHA_IMAGE.height} /> : <span>加载中…</span>}
              </button>
            </div>
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitting ? '登录中' : '登 录'}
        </Button>
      </Form>
    </>
  );
  return (
    <div className="ks-login">
      <SkipLink />
      <div className="ks-login-panel">
        <section className="ks-login-brand" aria-hidden="true">
          <div className="ks-login-logo">KS</div>
          <h2>{name}</h2>
          <p>公共资源交易 · 信用评价 · 企业服务</p>
          <ul>
            {FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
        <main className="ks-login-form" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <h1>{modes.find((m) => m.mode === mode)?.name ?? '账号登录'}</h1>
          <p className="ks-login-sub">欢迎登录{name}</p>
          {modes.length > 1 ? <ModeTabs modes={modes} active={mode} onChange={setMode} /> : null}
          {/* One place for the forms: the tabs appearing never remount what is being typed. */}
          <div {...(modes.length > 1 ? { role: 'tabpanel', id: MODE_PANEL_ID, 'aria-labelledby': modeTabId(mode) } : {})}>
            {mode === 'sms' ? (
              <Suspense fallback={<p className="ks-login-sub">加载中…</p>}>
                <SmsLoginForm onSession={finishLogin} />
              </Suspense>
            ) : (
              passwordForm
            )}
          </div>
          <nav className="ks-login-links" aria-label="账号服务">
            <Link to="/forgetPassword">忘记密码</Link>
            <span>
              还没有账号？<Link to="/register">注册</Link>
            </span>
          </nav>
          <div className="ks-login-downloads">
            <DownloadCentreEntry link />
          </div>
          {/* The public portal's pages, reached from the login variant's front page (docs/portal.md). */}
          <nav className="ks-login-links" aria-label="公共服务">
            <Link to="/transac">交易信息</Link>
            <Link to="/market">市场主体</Link>
          </nav>
        </main>
      </div>
      <ImportantNotice load={noticeApi.login} />
      <PlatformFooter platform={platform} dark />
    </div>
  );
}
