import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'ตัวเลือกความเป็นส่วนตัวของคุณ',
  'analytics.consent.intro': 'เราใช้คุกกี้เพื่อให้ร้านค้าทำงานได้ และเมื่อคุณอนุญาต เพื่อวัดการใช้งานและแสดงข้อเสนอที่เหมาะกับคุณ',
  'analytics.consent.acceptAll': 'ยอมรับทั้งหมด',
  'analytics.consent.rejectAll': 'เฉพาะที่จำเป็น',
  'analytics.consent.customise': 'เลือกคุกกี้',
  'analytics.consent.save': 'บันทึกตัวเลือก',
  'analytics.consent.close': 'ปิดและยอมรับคุกกี้ทั้งหมด',
  'analytics.consent.alwaysOn': 'เปิดเสมอ',
  'analytics.consent.settings': 'การตั้งค่าคุกกี้',
  'analytics.consent.pageIntro': 'เลือกคุกกี้ที่ร้านค้านี้ใช้ได้ คุณเปลี่ยนใจได้ทุกเมื่อจากลิงก์ท้ายทุกหน้า',
  'analytics.consent.group.C0001': 'จำเป็นอย่างยิ่ง',
  'analytics.consent.group.C0001.desc': 'การลงชื่อเข้าใช้ ตะกร้า และความปลอดภัย ปิดไม่ได้',
  'analytics.consent.group.C0002': 'ประสิทธิภาพ',
  'analytics.consent.group.C0002.desc': 'นับการเข้าชมและวัดความเร็วของหน้าเพื่อปรับปรุงร้านค้า',
  'analytics.consent.group.C0003': 'การทำงาน',
  'analytics.consent.group.C0003.desc': 'จดจำตัวเลือก เช่น ประเทศและภาษา',
  'analytics.consent.group.C0004': 'การกำหนดเป้าหมาย',
  'analytics.consent.group.C0004.desc': 'ช่วยให้เราแสดงข้อเสนอตามความสนใจของคุณ',
  'analytics.consent.group.C0005': 'โซเชียลมีเดีย',
  'analytics.consent.group.C0005.desc': 'ให้คุณแชร์รูปภาพบนโซเชียลเน็ตเวิร์ก',
};

export default messages;
