import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': '您的私隱選擇',
  'analytics.consent.intro':
    '我們使用 Cookie 讓商店正常運作，並在您同意後用來衡量使用情況及顯示適合您的優惠。',
  'analytics.consent.acceptAll': '全部接受',
  'analytics.consent.rejectAll': '僅必要',
  'analytics.consent.customise': '選擇 Cookie',
  'analytics.consent.save': '儲存選擇',
  'analytics.consent.close': '關閉並接受所有 Cookie',
  'analytics.consent.alwaysOn': '一律啟用',
  'analytics.consent.settings': 'Cookie 設定',
  'analytics.consent.pageIntro': '選擇此商店可使用的 Cookie。您可隨時透過每頁底部的連結更改。',
  'analytics.consent.group.C0001': '絕對必要',
  'analytics.consent.group.C0001.desc': '登入、購物車及安全。無法關閉。',
  'analytics.consent.group.C0002': '效能',
  'analytics.consent.group.C0002.desc': '計算瀏覽次數及量度頁面速度，以改善商店。',
  'analytics.consent.group.C0003': '功能',
  'analytics.consent.group.C0003.desc': '記住您選擇的國家及語言等設定。',
  'analytics.consent.group.C0004': '目標定位',
  'analytics.consent.group.C0004.desc': '協助我們顯示符合您興趣的優惠。',
  'analytics.consent.group.C0005': '社交媒體',
  'analytics.consent.group.C0005.desc': '讓您在社交網絡分享圖片。',
};

export default messages;
