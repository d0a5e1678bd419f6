import type { Locator, Page } from './fixtures';

/**
 * Counts what a person does in a browser journey (issue 14's measure): a click, a drag, a key
 * chord, or typing one whole value is one action. Waiting and looking are free. Every step of a
 * counted journey goes through here, so the figure is the journey's, not an estimate; `print`
 * writes the total and the steps to the test's output.
 */
export class ActionCounter {
  readonly steps: string[] = [];

  constructor(private page: Page) {}

  /** Goes on counting in another page (the next person's browser). */
  on(page: Page): this {
    this.page = page;
    return this;
  }

  get total(): number {
    return this.steps.length;
  }

  private note(what: string): void {
    this.steps.push(what);
  }

  async click(target: Locator, what = 'click'): Promise<void> {
    this.note(`点击 ${what}`);
    await target.click();
  }

  async check(target: Locator, what = 'check'): Promise<void> {
    this.note(`勾选 ${what}`);
    await target.check();
  }

  /** Typing (or pasting) one whole value. */
  async type(target: Locator, value: string, what = 'type'): Promise<void> {
    this.note(`输入 ${what}`);
    await target.fill(value);
  }

  /** A key or a chord (Control+z, Enter). */
  async press(keys: string, what = keys): Promise<void> {
    this.note(`按键 ${what}`);
    await this.page.keyboard.press(keys);
  }

  /** Typing an address into the browser. */
  async goto(url: string): Promise<void> {
    this.note(`打开 ${url}`);
    await this.page.goto(url);
  }

  /** An antd select: open it (1), pick the option (1). */
  async choose(select: Locator, option: string, what = option): Promise<void> {
    await this.click(select, `${what}（展开）`);
    const item = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) });
    await this.click(item, `${what}（选择 ${option}）`);
  }

  /** A pointer drag (press, move, release) = 1; `run` performs it. */
  async drag(what: string, run: () => Promise<void>): Promise<void> {
    this.note(`拖动 ${what}`);
    await run();
  }

  /** Logs in on the login page: user name, password, the button. */
  async login(username: string, password: string): Promise<void> {
    await this.type(this.page.getByLabel('用户名'), username, '用户名');
    await this.type(this.page.getByLabel('密码'), password, '密码');
    await this.click(this.page.getByRole('button', { name: /登\s*录/ }), '登录');
  }

  print(title: string): void {
    console.log(`[actions] ${title}: ${this.total}\n${this.steps.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`);
  }
}
