import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'เพิ่มเติมจาก {site}',
  'marketing.comingSoon': 'เร็วๆ นี้',
  'marketing.searchCollection': 'ค้นหาในคอลเลกชัน',

  'marketing.ai.title': 'การสร้างภาพด้วย AI',
  'marketing.ai.description': 'การสร้างและแก้ไขภาพด้วย AI จะมาถึง {site} เร็วๆ นี้ ระหว่างนี้คุณค้นหาในคอลเลกชันได้',
  'marketing.ai.heading': 'สร้างและปรับแต่งภาพด้วย AI',
  'marketing.ai.lead':
    'เรากำลังเพิ่มการสร้างและแก้ไขภาพด้วย AI ให้กับ {site} เครื่องมือเหล่านี้ยังไม่พร้อมใช้งาน หน้านี้อธิบายสิ่งที่เราวางแผนไว้',
  'marketing.ai.planned': 'สิ่งที่วางแผนไว้',
  'marketing.ai.generate.title': 'สร้างจากคำอธิบาย',
  'marketing.ai.generate.body': 'อธิบายภาพที่คุณต้องการด้วยคำพูดของคุณเอง แล้วเลือกจากหลายรูปแบบ',
  'marketing.ai.modify.title': 'แก้ไขภาพ',
  'marketing.ai.modify.body': 'ขยายพื้นที่ภาพ เปลี่ยนพื้นหลัง หรือแก้ไขรายละเอียดของภาพได้โดยไม่ต้องออกจากร้านค้า',
  'marketing.ai.history.title': 'ทำต่อจากที่ค้างไว้',
  'marketing.ai.history.body': 'ภาพที่คุณสร้างจะถูกเก็บไว้ในประวัติ คุณจึงกลับไปที่คำอธิบายและปรับให้ดีขึ้นได้',
  'marketing.ai.terms.title': 'แจ้งเงื่อนไขไว้ล่วงหน้า',
  'marketing.ai.terms.body':
    'ภาพที่สร้างขึ้นจะแสดงวิธีที่นำไปใช้ได้ก่อนดาวน์โหลด เช่นเดียวกับที่ทุกรายการในคอลเลกชันทำอยู่แล้วในวันนี้',
  'marketing.ai.today.title': 'ใช้งานได้แล้ววันนี้',
  'marketing.ai.today.body':
    'ค้นหาภาพถ่าย ภาพประกอบ เวกเตอร์ และวิดีโอในคอลเลกชันได้แล้ว โดยแต่ละรายการมีคำอธิบายเงื่อนไขสิทธิ์การใช้งาน',

  'marketing.contact.title': 'ติดต่อฝ่ายขาย',
  'marketing.contact.description':
    'สอบถามทีมขายของ {site} เกี่ยวกับสิทธิ์การใช้งานสำหรับทีม การซื้อจำนวนมาก และเงื่อนไขเฉพาะ',
  'marketing.contact.heading': 'พูดคุยกับทีมขายของเรา',
  'marketing.contact.lead':
    'ต้องการสิทธิ์การใช้งานสำหรับทีม โครงการขนาดใหญ่ หรือการใช้งานที่ไม่ธรรมดาใช่ไหม บอกเราว่าคุณต้องการอะไร แล้วเราจะตอบกลับทางอีเมล',
  'marketing.contact.topics.title': 'เรื่องที่เราช่วยได้',
  'marketing.contact.topics.team': 'สิทธิ์การใช้งานสำหรับทีมและผู้ใช้หลายคน',
  'marketing.contact.topics.volume': 'การซื้อจำนวนมากและการซื้อต่อเนื่อง',
  'marketing.contact.topics.custom': 'เงื่อนไขสิทธิ์การใช้งานเฉพาะและสิทธิ์แบบขยาย',
  'marketing.contact.topics.invoicing': 'การออกใบแจ้งหนี้และใบสั่งซื้อ',
  'marketing.contact.form.title': 'คำถามของคุณ',
  'marketing.contact.form.required': 'ต้องกรอกทุกช่อง ยกเว้นช่องที่ระบุว่าไม่บังคับ',
  'marketing.contact.field.name': 'ชื่อ-นามสกุล',
  'marketing.contact.field.email': 'อีเมลที่ทำงาน',
  'marketing.contact.field.company': 'บริษัทหรือองค์กร',
  'marketing.contact.field.optional': 'ไม่บังคับ',
  'marketing.contact.field.country': 'ประเทศ',
  'marketing.contact.field.countryPlaceholder': 'เลือกประเทศ',
  'marketing.contact.field.message': 'ให้เราช่วยอะไรได้บ้าง',
  'marketing.contact.field.messageHint': 'เล่าให้เราฟังเกี่ยวกับโครงการ เนื้อหาที่คุณต้องการ และวิธีที่คุณวางแผนจะใช้',
  'marketing.contact.submit': 'ส่งคำถาม',
  'marketing.contact.privacy': 'เราใช้ข้อมูลนี้เพื่อตอบคำถามของคุณเท่านั้น',
  'marketing.contact.errors.summary': '{count, plural, other {โปรดแก้ไข # ช่องเพื่อส่งคำถามของคุณ}}',
  'marketing.contact.errors.nameRequired': 'กรอกชื่อของคุณ',
  'marketing.contact.errors.emailRequired': 'กรอกอีเมลของคุณ',
  'marketing.contact.errors.emailInvalid': 'กรอกอีเมลในรูปแบบ name@example.com',
  'marketing.contact.errors.countryRequired': 'เลือกประเทศของคุณจากรายการ',
  'marketing.contact.errors.messageRequired': 'บอกเราว่าให้ช่วยอะไรได้บ้าง',
  'marketing.contact.errors.messageTooShort': 'เขียนอย่างน้อย {min, number} ตัวอักษร',
  'marketing.contact.errors.tooLong': 'ใช้ไม่เกิน {max, number} ตัวอักษร',
  'marketing.contact.thanks.title': 'ขอบคุณ ส่งคำถามของคุณแล้ว',
  'marketing.contact.thanks.body': 'ทีมขายของเราจะตอบกลับไปยังอีเมลที่คุณให้ไว้ ระหว่างนี้คุณสำรวจคอลเลกชันต่อได้',

  'marketing.guide.title': 'คู่มือการค้นหา',
  'marketing.guide.description':
    'วิธีค้นหาใน {site}: คำค้น วลีที่ตรงกันทุกคำ คำที่ต้องการยกเว้น ประเภทสื่อ หมวดหมู่ และการเรียงลำดับ',
  'marketing.guide.heading': 'วิธีค้นหา',
  'marketing.guide.lead': 'เทคนิคง่ายๆ ไม่กี่ข้อช่วยให้คุณพบภาพหรือคลิปที่ใช่ได้เร็วขึ้น',
  'marketing.guide.syntax.title': 'สิ่งที่ควรพิมพ์',
  'marketing.guide.words.title': 'เริ่มด้วยคำไม่กี่คำ',
  'marketing.guide.words.body':
    'อธิบายสิ่งที่ควรอยู่ในภาพ ผลการค้นหาจะมีทุกคำที่คุณพิมพ์ในลำดับใดก็ได้ และนับรูปคำอื่นของคำเดียวกันด้วย เช่น mountains จะพบ mountain ด้วย',
  'marketing.guide.phrase.title': 'วลีที่ตรงกันในเครื่องหมายคำพูด',
  'marketing.guide.phrase.body': 'ใส่คำไว้ในเครื่องหมายคำพูดคู่เพื่อค้นหาคำเหล่านั้นที่อยู่ติดกันตามลำดับนั้น',
  'marketing.guide.exclude.title': 'ยกเว้นคำด้วยเครื่องหมายลบ',
  'marketing.guide.exclude.body': 'พิมพ์เครื่องหมายลบไว้หน้าคำทันทีเพื่อตัดผลลัพธ์ที่มีคำนั้นออก',
  'marketing.guide.either.title': 'คำใดคำหนึ่งด้วย “or”',
  'marketing.guide.either.body': 'พิมพ์ or ระหว่างสองคำเพื่อค้นหาผลลัพธ์ที่มีคำใดคำหนึ่ง',
  'marketing.guide.tryExample': 'ค้นหา {query}',
  'marketing.guide.narrow.title': 'จำกัดผลการค้นหา',
  'marketing.guide.types.title': 'เลือกประเภทสื่อ',
  'marketing.guide.types.body':
    'เลือกภาพหรือวิดีโอในแถบค้นหาก่อนค้นหา หรือสลับด้วยแท็บเหนือผลการค้นหา แต่ละแท็บจะแสดงจำนวนผลลัพธ์',
  'marketing.guide.filters.title': 'ใช้ตัวกรอง',
  'marketing.guide.filters.body':
    'แผงตัวกรองข้างผลการค้นหาช่วยจำกัดผลลัพธ์ตามแนวภาพ สี จำนวนคน วันที่ และอื่นๆ ตัวกรองที่มีให้ขึ้นอยู่กับประเภทสื่อ ตัวกรองที่ใช้อยู่จะแสดงเหนือผลการค้นหา และคุณนำออกได้ทีละรายการหรือทั้งหมดในครั้งเดียว',
  'marketing.guide.browse.title': 'เลือกดูตามหมวดหมู่',
  'marketing.guide.browse.body': 'เมนูหลักพาคุณไปยังหมวดหมู่ของคอลเลกชันได้โดยตรง เช่น ภาพประกอบหรือวิดีโอ',
  'marketing.guide.sort.title': 'เรียงลำดับผลการค้นหา',
  'marketing.guide.sort.body': 'ผลการค้นหาจะเรียงตามความเกี่ยวข้อง เว้นแต่คุณเลือกลำดับอื่น เช่น ใหม่ล่าสุดหรือยอดนิยมก่อน',
  'marketing.guide.language.title': 'ค้นหาเป็นภาษาอังกฤษ',
  'marketing.guide.language.body':
    'ชื่อและคีย์เวิร์ดในคอลเลกชันนี้เขียนเป็นภาษาอังกฤษ การค้นหาด้วยคำภาษาอังกฤษจึงได้ผลลัพธ์มากที่สุด',

  'marketing.about.title': 'เกี่ยวกับเรา',
  'marketing.about.description':
    'เราคือใคร: ร้านค้าสื่อสต็อกที่ทำงานบน Lightbox ซอฟต์แวร์โอเพนซอร์สสำหรับให้สิทธิ์การใช้งานภาพถ่าย ภาพประกอบ เวกเตอร์ และวิดีโอ',
  'marketing.about.heading': 'เกี่ยวกับ {site}',
  'marketing.about.lead':
    'ร้านค้านี้มีภาพถ่ายสต็อก ภาพประกอบ เวกเตอร์ และวิดีโอ ทำงานบน Lightbox ซอฟต์แวร์โอเพนซอร์สสำหรับค้นหา นำเสนอ และให้สิทธิ์การใช้งานคอลเลกชันสื่อจากเซิร์ฟเวอร์ของคุณเอง',
  'marketing.about.mission.title': 'สิ่งที่เราทำ',
  'marketing.about.mission.body':
    'เราช่วยให้ผู้คนค้นหาภาพและฟุตเทจสำหรับงานของตน และได้รับสิทธิ์การใช้งานด้วยเงื่อนไขที่ชัดเจน ทุกรายการระบุประเภทสิทธิ์การใช้งานพร้อมคำอธิบายที่เข้าใจง่ายว่าอนุญาตอะไรบ้าง',
  'marketing.about.sites.title': 'สองร้านค้า หนึ่งคอลเลกชัน',
  'marketing.about.sites.body':
    'การติดตั้ง Lightbox หนึ่งชุดให้บริการทั้งร้านค้าพรีเมียมและร้านค้าแบบสมาชิกจากแค็ตตาล็อกเดียวกัน แต่ละร้านมีรูปลักษณ์และถ้อยคำของตัวเอง ส่วนการค้นหาและการให้สิทธิ์ใช้งานทำงานเหมือนกันทั้งสองร้าน',
  'marketing.about.open.title': 'โอเพนซอร์สและโฮสต์เอง',
  'marketing.about.open.body':
    'Lightbox เผยแพร่ภายใต้สัญญาอนุญาต MIT เอเจนซีหรือสำนักพิมพ์สามารถรันบนเซิร์ฟเวอร์ของตนเองพร้อมแค็ตตาล็อกของตนเอง และเก็บข้อมูลไว้ในที่ที่เลือกได้',
  'marketing.about.languages.title': 'ออกแบบมาสำหรับหลายภาษา',
  'marketing.about.languages.body':
    'ทั้งสองร้านค้ามีให้บริการใน 25 ภาษา ผู้เยี่ยมชมเลือกประเทศและภาษาของตน แล้วลิงก์ วันที่ และตัวเลขจะเป็นไปตามที่เลือก',
  'marketing.about.principles.title': 'สิ่งที่เราให้ความสำคัญ',
  'marketing.about.principles.clarity': 'สิทธิ์การใช้งานที่ชัดเจน: คุณรู้ว่าทำอะไรกับรายการหนึ่งได้บ้างก่อนนำไปใช้',
  'marketing.about.principles.speed': 'การค้นหาที่รวดเร็ว: ผลลัพธ์สร้างบนเซิร์ฟเวอร์และแสดงโดยไม่ต้องรอสคริปต์',
  'marketing.about.principles.access': 'การเข้าถึง: ทุกหน้าออกแบบมาให้ใช้งานได้ด้วยแป้นพิมพ์และโปรแกรมอ่านหน้าจอ',
  'marketing.about.principles.privacy': 'ความเป็นส่วนตัว: ข้อมูลของผู้เยี่ยมชมจะอยู่บนเซิร์ฟเวอร์ขององค์กรที่ดำเนินการร้านค้า',

  'marketing.work.title': 'ร่วมงานกับเรา',
  'marketing.work.description': 'Lightbox เป็นโอเพนซอร์ส ดูวิธีร่วมพัฒนาโค้ด คำแปล การออกแบบ และเอกสาร',
  'marketing.work.heading': 'ร่วมสร้าง Lightbox ไปกับเรา',
  'marketing.work.lead':
    'Lightbox ซอฟต์แวร์เบื้องหลังร้านค้านี้เป็นโครงการโอเพนซอร์ส วิธีที่ดีที่สุดในการทำงานร่วมกับเราคือการมีส่วนร่วม เรายินดีต้อนรับทั้งโค้ด คำแปล การออกแบบ การทดสอบ และเอกสาร',
  'marketing.work.ways.title': 'วิธีมีส่วนร่วม',
  'marketing.work.code.title': 'โค้ด',
  'marketing.work.code.body':
    'Lightbox เขียนด้วย TypeScript ใช้ React ในทุกหน้าจอ ใช้ Fastify บนเซิร์ฟเวอร์ และใช้ PostgreSQL เก็บข้อมูล แก้บั๊กที่คุณพบ หรือรับงานจากปัญหาที่ยังเปิดอยู่',
  'marketing.work.translations.title': 'คำแปล',
  'marketing.work.translations.body':
    'ทุกหน้าจอมีให้ใช้งานใน 25 ภาษา เจ้าของภาษาช่วยปรับถ้อยคำให้ดีขึ้นและดูแลให้แต่ละภาษาครบถ้วนเมื่อมีข้อความใหม่เพิ่มเข้ามา',
  'marketing.work.design.title': 'การออกแบบและการเข้าถึง',
  'marketing.work.design.body': 'ช่วยให้ทั้งสองร้านค้าชัดเจน รวดเร็ว และใช้งานง่ายด้วยแป้นพิมพ์และโปรแกรมอ่านหน้าจอ',
  'marketing.work.testing.title': 'การทดสอบ',
  'marketing.work.testing.body':
    'ลองใช้เวอร์ชันใหม่กับแค็ตตาล็อกและเบราว์เซอร์ของคุณเอง แล้วแจ้งเราทุกอย่างที่ทำงานไม่เป็นไปตามที่ควร',
  'marketing.work.reports.title': 'รายงานบั๊กและไอเดีย',
  'marketing.work.reports.body': 'รายงานที่ชัดเจนพร้อมขั้นตอนการทำให้ปัญหาเกิดซ้ำ เป็นหนึ่งในการมีส่วนร่วมที่มีประโยชน์ที่สุด',
  'marketing.work.docs.title': 'เอกสาร',
  'marketing.work.docs.body': 'ปรับปรุงคู่มือสำหรับผู้ที่ติดตั้ง ตั้งค่า และดูแล Lightbox',
  'marketing.work.start.title': 'เริ่มต้นใช้งาน',
  'marketing.work.start.install': 'ดาวน์โหลดซอร์สโค้ด แล้วติดตั้งแพ็กเกจที่จำเป็นด้วย Node.js 20 ขึ้นไป',
  'marketing.work.start.run': 'เริ่มทั้งสองร้านค้าบนเครื่องของคุณ พร้อมฐานข้อมูลในตัวและแค็ตตาล็อกตัวอย่าง',
  'marketing.work.start.check':
    'ก่อนเสนอการเปลี่ยนแปลง ให้รันการตรวจสอบชนิดข้อมูล ลินเตอร์ การตรวจสอบความครบถ้วนของคำแปล และการทดสอบทั้งหมด',
  'marketing.work.start.focus':
    'ให้แต่ละการเปลี่ยนแปลงมีจุดประสงค์เดียว วางการทดสอบไว้ข้างโค้ดที่ทดสอบ และอธิบายว่าการเปลี่ยนแปลงทำอะไรและเพราะอะไร',
  'marketing.work.business.title': 'ใช้ร้านค้านี้สำหรับธุรกิจของคุณใช่ไหม',
  'marketing.work.business.body':
    'หากต้องการพูดคุยเรื่องสิทธิ์การใช้งานเนื้อหาสำหรับทีมหรือโครงการขนาดใหญ่ ทีมขายของเรายินดีช่วยเหลือ',
};

export default messages;
