import { useCallback, useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { CAPTCHA_IMAGE, captchaSrc, fetchCaptcha, type Captcha } from '../login/captcha';

/**
 * The image captcha an SMS code is asked with. Each image is good for one try: the page calls
 * `reload` after every send, right or wrong. The answer is the form field `captcha`.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    fetchCaptcha().then(setCaptcha, () => {
      setCaptcha(null);
      setFailed(true);
    });
  }, []);
  useEffect(reload, [reload]);
  return { captcha, failed, reload };
}

export function CaptchaField({ captcha, failed, reload, id }: ReturnType<typeof useCaptcha> & { id: string }) {
  return (
    // Asked for when a code is sent (the page checks it then), not when the form is submitted.
    <Form.Item label="图形验证码" htmlFor={id} extra="获取短信验证码前请先填写">
      <div className="ks-login-captcha">
        <Form.Item name="captcha" noStyle>
          <Input id={id} prefix={<SafetyOutlined />} placeholder="请输入图形验证码" autoComplete="off" maxLength={8} />
        </Form.Item>
        <button type="button" className="ks-login-captcha-image" title="看不清？换一张" aria-label="看不清？换一张" onClick={reload}>
          {captcha ? <img alt="图形验证码" src={captchaSrc(captcha.svg)} width={CAPTCHA_IMAGE.width} height={CAPTCHA_IMAGE.height} /> : <span>{failed ? '加载失败，点击重试' : '加载中…'}</span>}
        </button>
      </div>
    </Form.Item>
  );
}
