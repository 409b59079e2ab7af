import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Thêm từ {site}',
  'marketing.comingSoon': 'Sắp ra mắt',
  'marketing.searchCollection': 'Tìm trong bộ sưu tập',

  'marketing.ai.title': 'Tạo hình ảnh bằng AI',
  'marketing.ai.description':
    'Tính năng tạo và chỉnh sửa hình ảnh bằng AI sắp có trên {site}. Trong lúc chờ đợi, hãy tìm trong bộ sưu tập.',
  'marketing.ai.heading': 'Tạo và điều chỉnh hình ảnh bằng AI',
  'marketing.ai.lead':
    'Chúng tôi đang tích hợp tính năng tạo và chỉnh sửa hình ảnh bằng AI vào {site}. Các công cụ này chưa có sẵn: trang này mô tả những gì đã được lên kế hoạch.',
  'marketing.ai.planned': 'Kế hoạch sắp tới',
  'marketing.ai.generate.title': 'Tạo từ mô tả',
  'marketing.ai.generate.body':
    'Mô tả hình ảnh bạn cần bằng lời của chính bạn và chọn trong nhiều phương án khác nhau.',
  'marketing.ai.modify.title': 'Chỉnh sửa hình ảnh',
  'marketing.ai.modify.body':
    'Mở rộng khung hình, thay nền hoặc thay đổi chi tiết của hình ảnh mà không cần rời khỏi cửa hàng.',
  'marketing.ai.history.title': 'Tiếp tục từ chỗ bạn dừng lại',
  'marketing.ai.history.body':
    'Những gì bạn đã tạo được lưu trong lịch sử, để bạn có thể quay lại một mô tả và tinh chỉnh nó.',
  'marketing.ai.terms.title': 'Điều khoản rõ ràng ngay từ đầu',
  'marketing.ai.terms.body':
    'Hình ảnh được tạo sẽ cho biết cách được phép sử dụng trước khi bạn tải xuống, giống như mọi nội dung trong bộ sưu tập hiện nay.',
  'marketing.ai.today.title': 'Có sẵn ngay hôm nay',
  'marketing.ai.today.body':
    'Ảnh, hình minh họa, đồ họa vector và video trong bộ sưu tập đã có thể tìm kiếm, mỗi mục đều có giải thích về điều khoản giấy phép.',

  'marketing.contact.title': 'Liên hệ bộ phận kinh doanh',
  'marketing.contact.description':
    'Hỏi đội ngũ kinh doanh của {site} về giấy phép cho nhóm, mua số lượng lớn và điều khoản riêng.',
  'marketing.contact.heading': 'Trao đổi với đội ngũ kinh doanh',
  'marketing.contact.lead':
    'Bạn cần giấy phép cho một nhóm, một dự án lớn hay một mục đích sử dụng đặc biệt? Hãy cho chúng tôi biết nhu cầu của bạn, chúng tôi sẽ trả lời qua email.',
  'marketing.contact.topics.title': 'Chúng tôi có thể hỗ trợ',
  'marketing.contact.topics.team': 'Giấy phép cho nhóm và nhiều người dùng',
  'marketing.contact.topics.volume': 'Mua số lượng lớn và mua định kỳ',
  'marketing.contact.topics.custom': 'Điều khoản giấy phép riêng và quyền mở rộng',
  'marketing.contact.topics.invoicing': 'Xuất hóa đơn và đơn đặt hàng',
  'marketing.contact.form.title': 'Yêu cầu của bạn',
  'marketing.contact.form.required':
    'Tất cả các trường đều bắt buộc, trừ khi được đánh dấu là không bắt buộc.',
  'marketing.contact.field.name': 'Họ và tên',
  'marketing.contact.field.email': 'Email công việc',
  'marketing.contact.field.company': 'Công ty hoặc tổ chức',
  'marketing.contact.field.optional': 'không bắt buộc',
  'marketing.contact.field.country': 'Quốc gia',
  'marketing.contact.field.countryPlaceholder': 'Chọn quốc gia',
  'marketing.contact.field.message': 'Chúng tôi có thể giúp gì cho bạn?',
  'marketing.contact.field.messageHint':
    'Hãy cho chúng tôi biết về dự án, nội dung bạn cần và cách bạn dự định sử dụng.',
  'marketing.contact.submit': 'Gửi yêu cầu',
  'marketing.contact.privacy': 'Chúng tôi chỉ dùng các thông tin này để trả lời yêu cầu của bạn.',
  'marketing.contact.errors.summary': '{count, plural, other {Vui lòng sửa # trường để gửi yêu cầu.}}',
  'marketing.contact.errors.nameRequired': 'Nhập tên của bạn.',
  'marketing.contact.errors.emailRequired': 'Nhập địa chỉ email của bạn.',
  'marketing.contact.errors.emailInvalid': 'Nhập địa chỉ email theo định dạng ten@example.com.',
  'marketing.contact.errors.countryRequired': 'Chọn quốc gia của bạn trong danh sách.',
  'marketing.contact.errors.messageRequired': 'Hãy cho chúng tôi biết chúng tôi có thể giúp gì.',
  'marketing.contact.errors.messageTooShort': 'Viết ít nhất {min, number} ký tự.',
  'marketing.contact.errors.tooLong': 'Dùng tối đa {max, number} ký tự.',
  'marketing.contact.thanks.title': 'Cảm ơn bạn. Yêu cầu của bạn đã được gửi.',
  'marketing.contact.thanks.body':
    'Đội ngũ kinh doanh sẽ trả lời đến địa chỉ email bạn đã cung cấp. Trong lúc chờ đợi, bạn có thể tiếp tục khám phá bộ sưu tập.',

  'marketing.guide.title': 'Hướng dẫn tìm kiếm',
  'marketing.guide.description':
    'Cách tìm kiếm trên {site}: từ khóa, cụm từ chính xác, từ bị loại trừ, loại nội dung, danh mục và sắp xếp.',
  'marketing.guide.heading': 'Cách tìm kiếm',
  'marketing.guide.lead':
    'Một vài kỹ thuật đơn giản giúp bạn tìm ra hình ảnh hoặc đoạn phim phù hợp nhanh hơn.',
  'marketing.guide.syntax.title': 'Nên gõ gì',
  'marketing.guide.words.title': 'Bắt đầu với vài từ',
  'marketing.guide.words.body':
    'Mô tả những gì cần có trong hình. Kết quả chứa tất cả các từ bạn gõ, theo bất kỳ thứ tự nào, và các dạng khác của một từ cũng được tính: mountains cũng tìm thấy mountain.',
  'marketing.guide.phrase.title': 'Cụm từ chính xác trong dấu ngoặc kép',
  'marketing.guide.phrase.body':
    'Đặt các từ trong dấu ngoặc kép để tìm chúng đứng cạnh nhau, theo đúng thứ tự đó.',
  'marketing.guide.exclude.title': 'Loại trừ từ bằng dấu trừ',
  'marketing.guide.exclude.body': 'Gõ dấu trừ ngay trước một từ để loại bỏ các kết quả có chứa từ đó.',
  'marketing.guide.either.title': 'Một trong hai từ với “or”',
  'marketing.guide.either.body': 'Gõ or giữa hai từ để tìm các kết quả chứa một trong hai từ đó.',
  'marketing.guide.tryExample': 'Tìm {query}',
  'marketing.guide.narrow.title': 'Thu hẹp kết quả',
  'marketing.guide.types.title': 'Chọn loại nội dung',
  'marketing.guide.types.body':
    'Chọn hình ảnh hoặc video trong thanh tìm kiếm trước khi tìm, hoặc chuyển đổi bằng các thẻ phía trên kết quả. Mỗi thẻ hiển thị số kết quả mà nó chứa.',
  'marketing.guide.filters.title': 'Dùng bộ lọc',
  'marketing.guide.filters.body':
    'Bảng bộ lọc bên cạnh kết quả giúp thu hẹp kết quả theo hướng ảnh, màu sắc, số người, ngày tháng và nhiều tiêu chí khác; các bộ lọc có sẵn tùy thuộc vào loại nội dung. Bộ lọc đang áp dụng hiển thị phía trên kết quả, nơi bạn có thể gỡ từng bộ lọc hoặc gỡ tất cả cùng lúc.',
  'marketing.guide.browse.title': 'Duyệt theo danh mục',
  'marketing.guide.browse.body':
    'Thanh điều hướng chính đưa bạn thẳng đến các danh mục của bộ sưu tập, chẳng hạn hình minh họa hoặc video.',
  'marketing.guide.sort.title': 'Sắp xếp kết quả',
  'marketing.guide.sort.body':
    'Kết quả được sắp xếp theo mức độ phù hợp, trừ khi bạn chọn thứ tự khác, chẳng hạn mới nhất hoặc phổ biến nhất trước.',
  'marketing.guide.language.title': 'Tìm kiếm bằng tiếng Anh',
  'marketing.guide.language.body':
    'Tiêu đề và từ khóa trong bộ sưu tập này được viết bằng tiếng Anh, vì vậy từ khóa tìm kiếm tiếng Anh cho nhiều kết quả nhất.',

  'marketing.about.title': 'Về chúng tôi',
  'marketing.about.description':
    'Chúng tôi là ai: một cửa hàng nội dung stock chạy trên Lightbox, phần mềm mã nguồn mở để cấp phép ảnh, hình minh họa, đồ họa vector và video.',
  'marketing.about.heading': 'Giới thiệu {site}',
  'marketing.about.lead':
    'Cửa hàng này cung cấp ảnh stock, hình minh họa, đồ họa vector và video. Cửa hàng chạy trên Lightbox, phần mềm mã nguồn mở để tìm kiếm, giới thiệu và cấp phép một bộ sưu tập nội dung từ máy chủ của chính bạn.',
  'marketing.about.mission.title': 'Chúng tôi làm gì',
  'marketing.about.mission.body':
    'Chúng tôi giúp mọi người tìm hình ảnh và cảnh quay cho công việc của họ và cấp phép sử dụng với điều khoản rõ ràng. Mỗi nội dung đều ghi rõ loại giấy phép, kèm lời giải thích dễ hiểu về những gì được phép.',
  'marketing.about.sites.title': 'Hai cửa hàng, một bộ sưu tập',
  'marketing.about.sites.body':
    'Một bản cài đặt Lightbox vận hành một cửa hàng cao cấp và một cửa hàng theo gói đăng ký trên cùng một danh mục. Mỗi cửa hàng có giao diện và văn phong riêng; tìm kiếm và cấp phép hoạt động giống nhau ở cả hai.',
  'marketing.about.open.title': 'Mã nguồn mở, tự lưu trữ',
  'marketing.about.open.body':
    'Lightbox được phát hành theo Giấy phép MIT. Một công ty dịch vụ hoặc nhà xuất bản có thể chạy nó trên máy chủ riêng với danh mục riêng và lưu giữ dữ liệu ở nơi họ chọn.',
  'marketing.about.languages.title': 'Dành cho nhiều ngôn ngữ',
  'marketing.about.languages.body':
    'Cả hai cửa hàng đều có 25 ngôn ngữ. Khách truy cập chọn quốc gia và ngôn ngữ, rồi liên kết, ngày tháng và con số sẽ theo lựa chọn đó.',
  'marketing.about.principles.title': 'Điều chúng tôi coi trọng',
  'marketing.about.principles.clarity':
    'Giấy phép rõ ràng: bạn biết mình được làm gì với một nội dung trước khi sử dụng.',
  'marketing.about.principles.speed':
    'Tìm kiếm nhanh: kết quả được tạo trên máy chủ và hiển thị mà không phải chờ tập lệnh.',
  'marketing.about.principles.access':
    'Khả năng tiếp cận: mọi trang đều được thiết kế để dùng được với bàn phím và trình đọc màn hình.',
  'marketing.about.principles.privacy':
    'Quyền riêng tư: dữ liệu của khách truy cập nằm trên máy chủ của tổ chức vận hành cửa hàng.',

  'marketing.work.title': 'Làm việc cùng chúng tôi',
  'marketing.work.description':
    'Lightbox là mã nguồn mở. Tìm hiểu cách đóng góp mã nguồn, bản dịch, thiết kế và tài liệu.',
  'marketing.work.heading': 'Cùng chúng tôi xây dựng Lightbox',
  'marketing.work.lead':
    'Lightbox, phần mềm đứng sau cửa hàng này, là một dự án mã nguồn mở. Cách tốt nhất để làm việc cùng chúng tôi là đóng góp: mã nguồn, bản dịch, thiết kế, kiểm thử và tài liệu đều được chào đón.',
  'marketing.work.ways.title': 'Các cách đóng góp',
  'marketing.work.code.title': 'Mã nguồn',
  'marketing.work.code.body':
    'Lightbox được viết bằng TypeScript, dùng React cho mọi màn hình, Fastify trên máy chủ và PostgreSQL cho dữ liệu. Hãy sửa một lỗi bạn gặp phải hoặc nhận xử lý một vấn đề đang mở.',
  'marketing.work.translations.title': 'Bản dịch',
  'marketing.work.translations.body':
    'Mọi màn hình đều có 25 ngôn ngữ. Người bản ngữ có thể cải thiện câu chữ và giữ cho từng ngôn ngữ luôn đầy đủ khi có nội dung mới.',
  'marketing.work.design.title': 'Thiết kế và khả năng tiếp cận',
  'marketing.work.design.body':
    'Giúp cả hai cửa hàng rõ ràng, nhanh và dễ dùng với bàn phím và trình đọc màn hình.',
  'marketing.work.testing.title': 'Kiểm thử',
  'marketing.work.testing.body':
    'Dùng thử các phiên bản mới với danh mục và trình duyệt của bạn, rồi báo lại bất cứ điều gì không hoạt động như mong đợi.',
  'marketing.work.reports.title': 'Báo lỗi và ý tưởng',
  'marketing.work.reports.body':
    'Một báo cáo rõ ràng, kèm các bước tái hiện sự cố, là một trong những đóng góp hữu ích nhất.',
  'marketing.work.docs.title': 'Tài liệu',
  'marketing.work.docs.body': 'Cải thiện hướng dẫn cho những người cài đặt, cấu hình và vận hành Lightbox.',
  'marketing.work.start.title': 'Bắt đầu',
  'marketing.work.start.install': 'Lấy mã nguồn, sau đó cài đặt các gói phụ thuộc bằng Node.js 20 trở lên.',
  'marketing.work.start.run':
    'Khởi động cả hai cửa hàng trên máy của bạn, với cơ sở dữ liệu nhúng và danh mục mẫu.',
  'marketing.work.start.check':
    'Trước khi đề xuất thay đổi, hãy chạy kiểm tra kiểu, linter, kiểm tra độ phủ bản dịch và tất cả các bài kiểm thử.',
  'marketing.work.start.focus':
    'Giữ mỗi thay đổi tập trung vào một mục tiêu, đặt bài kiểm thử cạnh mã nguồn mà nó kiểm tra, và giải thích thay đổi làm gì và tại sao.',
  'marketing.work.business.title': 'Bạn dùng cửa hàng này cho doanh nghiệp?',
  'marketing.work.business.body':
    'Nếu bạn muốn trao đổi về việc cấp phép nội dung cho một nhóm hoặc một dự án lớn, đội ngũ kinh doanh luôn sẵn lòng hỗ trợ.',
};

export default messages;
