/** Title and advice when a page's code or CSS could not be loaded (e.g. after a redeploy). */
export const CHUNK_ERROR_TITLE = '页面资源加载失败';
export const CHUNK_ERROR_TEXT = '系统可能刚刚更新，或网络连接已中断。请重新加载页面。';
/** Title and advice for any other error a page throws while rendering. */
export const PAGE_ERROR_TITLE = '页面出现错误';
export const PAGE_ERROR_TEXT = '页面运行时发生意外错误。请重新加载页面；如果问题仍然存在，请联系管理员。';
