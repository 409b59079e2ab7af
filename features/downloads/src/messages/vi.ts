import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Giấy phép và lượt tải xuống',
  'downloads.history.intro': 'Tất cả giấy phép của bạn, mới nhất trước, kèm từng lượt tải xuống.',
  'downloads.history.introTeam': 'Tất cả giấy phép của bạn và nhóm, mới nhất trước, kèm từng lượt tải xuống.',
  'downloads.filter.legend': 'Tìm giấy phép',
  'downloads.filter.search': 'Tiêu đề hoặc ID tài sản',
  'downloads.filter.from': 'Cấp từ ngày',
  'downloads.filter.to': 'Cấp đến ngày',
  'downloads.filter.user': 'Thành viên nhóm',
  'downloads.filter.everyone': 'Mọi người',
  'downloads.filter.submit': 'Tìm kiếm',
  'downloads.filter.reset': 'Xóa',
  'downloads.filter.bad': 'Kiểm tra trường này: ngày viết dạng YYYY-MM-DD và ngày đầu đứng trước ngày sau.',
  'downloads.export': 'Xuất dạng CSV',
  'downloads.empty': 'Không có giấy phép nào khớp với bộ lọc.',
  'downloads.model.rf': 'Miễn phí bản quyền',
  'downloads.model.rm': 'Quản lý quyền',
  'downloads.model.rr': 'Quyền sẵn sàng',
  'downloads.size.small': 'Nhỏ',
  'downloads.size.medium': 'Vừa',
  'downloads.size.large': 'Lớn (gốc)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (đồ họa vector)',
  'downloads.size.ai': 'AI (đồ họa vector)',
  'downloads.licence.id': 'Giấy phép {id}',
  'downloads.licence.order': 'Đơn hàng {number}',
  'downloads.licence.plan': 'Gói: {plan}',
  'downloads.licence.projectCode': 'Mã dự án: {code}',
  'downloads.licence.granted': 'Cấp ngày {date}',
  'downloads.licence.holder': 'Cấp phép cho {name}',
  'downloads.licence.useBy': 'Dùng trước {date}',
  'downloads.licence.usage': 'Cách dùng: {usage}',
  'downloads.licence.download': 'Tải lại',
  'downloads.licence.certificate': 'Chứng nhận giấy phép (PDF)',
  'downloads.list.caption': 'Lượt tải của giấy phép {id}',
  'downloads.list.none': 'Chưa tải xuống.',
  'downloads.list.when': 'Khi nào',
  'downloads.list.who': 'Ai',
  'downloads.list.size': 'Kích thước',
  'downloads.list.type': 'Loại',
  'downloads.list.anonymous': 'Liên kết trong email đơn hàng',
  'downloads.type.single': 'Tải xuống',
  'downloads.type.re_download': 'Tải lại lần nữa',
  'downloads.type.anonymous': 'Liên kết email',
  'downloads.type.multiple': 'Tải nhiều tệp',
  'downloads.page.label': 'Các trang',
  'downloads.page.previous': 'Trước',
  'downloads.page.next': 'Tiếp',
  'downloads.page.current': 'Trang {n}',
  'downloads.csv.asset': 'ID tài sản',
  'downloads.csv.title': 'Tiêu đề',
  'downloads.csv.model': 'Mô hình giấy phép',
  'downloads.csv.obtained': 'Nhận qua',
  'downloads.csv.downloads': 'Số lượt tải',
  'downloads.csv.lastDownload': 'Lần tải gần nhất',
  'downloads.csv.licence': 'ID giấy phép',
  'downloads.csv.projectCode': 'Mã dự án',
  'downloads.csv.granted': 'Ngày cấp',
  'downloads.csv.useBy': 'Hạn dùng',
  'downloads.csv.holder': 'Cấp phép cho',
  'downloads.cert.title': 'Chứng nhận giấy phép',
  'downloads.cert.licensor': 'Bên cấp phép',
  'downloads.cert.licensee': 'Bên được cấp phép',
  'downloads.cert.asset': 'Tài sản',
  'downloads.cert.terms':
    'Được cấp theo thỏa thuận giấy phép tại {url}. Bất kỳ ai cũng có thể kiểm tra chứng nhận này với bên cấp phép bằng ID giấy phép.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Tệp tải xuống của bạn',
  'downloads.zip.ready': '{count, plural, other {# tệp đã cấp phép sẵn sàng trong một tệp zip.}}',
  'downloads.zip.download': 'Tải xuống zip',
  'downloads.zip.notLicensed': 'Bị bỏ qua vì bạn chưa có giấy phép (hãy mua giấy phép trước): {ids}',
  'downloads.zip.notFile': 'Bị bỏ qua vì không phải tệp ảnh tĩnh: {ids}',
  'downloads.zip.none':
    'Bạn chưa có giấy phép cho ảnh nào trong số ảnh đã chọn. Hãy mua giấy phép trước, rồi tải xuống tại đây.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Liên kết tải xuống này không hợp lệ',
  'downloads.anon.invalid.body':
    'Liên kết có thể đã bị thay đổi hoặc sao chép không đầy đủ. Hãy dùng đúng liên kết trong email đơn hàng, hoặc đăng nhập và tải tệp xuống từ danh sách giấy phép của bạn.',
  'downloads.anon.expired.title': 'Liên kết tải xuống này đã hết hạn',
  'downloads.anon.expired.body':
    'Các liên kết tải xuống trong email đơn hàng có hiệu lực trong 7 ngày. Hãy đăng nhập để tải lại tệp từ danh sách giấy phép của bạn, miễn phí.',
  'downloads.anon.history': 'Đến giấy phép của bạn',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Sử dụng tệp của bạn',
  'downloads.faq.intro':
    'Những gì bạn nhận được khi tải xuống tệp đã cấp phép từ cửa hàng này: định dạng, kích thước, màu sắc và giấy phép đi kèm tệp.',
  'downloads.faq.toc': 'Trên trang này',
  'downloads.faq.photos.title': 'Ảnh',
  'downloads.faq.photos.sizes':
    'Ảnh được bán với tối đa ba kích thước: nhỏ là 800 px ở cạnh dài, vừa là 2.000 px và lớn chính là bản gốc. Một kích thước chỉ được cung cấp khi nhỏ hơn bản gốc; không bao giờ phóng to.',
  'downloads.faq.photos.format':
    'Mọi ảnh đều được tải xuống dưới dạng tệp JPEG. Kích thước nhỏ và vừa được thu nhỏ từ bản gốc và lưu với chất lượng 90; kích thước lớn là bản gốc, lưu với chất lượng 90 và đầy đủ chi tiết màu.',
  'downloads.faq.photos.colour':
    'Các tệp dùng không gian màu sRGB, tiêu chuẩn cho màn hình và web. Khi in, hãy chuyển đổi sang cấu hình màu của nhà in trong phần mềm chỉnh sửa ảnh và kiểm tra bản in thử trước.',
  'downloads.faq.photos.rights':
    'Giấy phép đi kèm tệp: siêu dữ liệu XMP của tệp ghi tên tác giả, bên được cấp phép và nơi có điều khoản giấy phép. Hãy giữ siêu dữ liệu này khi chỉnh sửa hoặc xuất tệp.',
  'downloads.faq.illustrations.title': 'Hình minh họa và vector',
  'downloads.faq.illustrations.body':
    'Hình minh họa và vector được tải xuống như ảnh: tệp JPEG theo các kích thước trên, ở sRGB, với giấy phép trong siêu dữ liệu XMP.',
  'downloads.faq.illustrations.vector':
    'Đồ họa vector được nhập từ tệp EPS hoặc AI cũng tải về được dưới dạng chính tệp đó, giữ nguyên từng byte, với giấy phép cỡ lớn hoặc giấy phép của gói: lịch sử giấy phép hiển thị nó là “EPS (đồ họa vector)” hoặc “AI (đồ họa vector)” bên cạnh tệp JPEG. Giấy phép cỡ nhỏ và vừa chỉ tải JPEG; các vector khác tải về dạng JPEG.',
  'downloads.faq.video.title': 'Video clip',
  'downloads.faq.video.sizes':
    'Clip được cấp phép ở SD, HD (cạnh dài ít nhất 1.280 px) hoặc 4K (3.840 px), tối đa bằng độ phân giải của chính clip: 4K chỉ có cho các clip quay ở 4K.',
  'downloads.faq.video.preview':
    'Trước khi mua, mỗi clip có bản xem trước 4 giây có hình mờ (WebM, rộng 480 px) và một ảnh tĩnh.',
  'downloads.faq.video.download':
    'Clip đã được cấp phép được tải xuống dưới dạng tệp MP4 H.264 ở độ phân giải được cấp phép, giữ nguyên tốc độ khung hình và thời lượng của clip, kèm thông tin ghi công và bản quyền trong siêu dữ liệu của tệp. Clip được tạo cho bạn vào lần tải xuống đầu tiên (vài giây với SD, một đến hai phút với 4K): trang sẽ hiển thị tiến trình và quá trình tải xuống tự bắt đầu.',
  'downloads.faq.again.title': 'Tải xuống lại',
  'downloads.faq.again.body':
    'Mọi tệp đã cấp phép đều có thể tải xuống lại miễn phí từ lịch sử giấy phép của bạn. Khi bạn mua một tệp, email xác nhận đơn hàng cũng có liên kết tải xuống dùng được trong 7 ngày mà không cần đăng nhập.',
  'downloads.faq.again.link': 'Đến lịch sử giấy phép',
  'downloads.faq.link': 'Trợ giúp sử dụng tệp',
  'downloads.comps.title': 'Bản phác thảo',
  'downloads.comps.intro':
    'Bản phác thảo có hình mờ được dùng miễn phí cho dàn trang và bản mẫu trong 30 ngày kể từ khi tải xuống. Hãy mua giấy phép để dùng nội dung trong sản phẩm cuối cùng.',
  'downloads.comps.usable': 'Dùng được trong dàn trang đến {date}',
  'downloads.comps.expired':
    'Thời hạn dùng bản phác thảo đã kết thúc vào {date}: hãy mua giấy phép để tiếp tục sử dụng',
  'downloads.comps.license': 'Mua giấy phép cho nội dung này',
  'downloads.drawer.button': 'Tệp tải xuống',
  'downloads.drawer.buttonBusy': '{count, plural, other {Tệp tải xuống (# đang tải)}}',
  'downloads.drawer.title': 'Tệp tải xuống của bạn',
  'downloads.drawer.close': 'Đóng',
  'downloads.drawer.inProgress': 'Đang thực hiện',
  'downloads.drawer.done': 'Đã xong',
  'downloads.drawer.empty':
    'Chưa có gì được tải xuống. Các tệp đã cấp phép mà bạn tải xuống sẽ hiển thị ở đây.',
  'downloads.drawer.history': 'Tất cả giấy phép và lượt tải xuống',
  'downloads.drawer.again': 'Tải lại',
  'downloads.drawer.download': 'Tải xuống',
  'downloads.drawer.zip': '{count, plural, other {# tệp trong một tệp zip}}',
  'downloads.drawer.state.preparing': 'Đang chuẩn bị tệp: {percent}%',
  'downloads.drawer.state.ready': 'Sẵn sàng tải xuống',
  'downloads.drawer.state.sending': 'Đang tải xuống: {percent}%',
  'downloads.drawer.state.paused':
    'Đã dừng ở {percent}%: hãy tiếp tục trong mục tải xuống của trình duyệt hoặc tải lại',
  'downloads.drawer.state.done': 'Đã tải xuống',
  'downloads.clip.title': 'Đang chuẩn bị clip của bạn',
  'downloads.clip.intro':
    '“{title}” đang được tạo ở kích thước mà giấy phép của bạn cho phép. Quá trình tải xuống sẽ bắt đầu tại đây ngay khi clip sẵn sàng: khoảng một đến hai phút với 4K.',
  'downloads.clip.ready': 'Đã sẵn sàng: quá trình tải xuống đang bắt đầu.',
  'downloads.clip.retry': 'Tải xuống khi sẵn sàng',
  'downloads.zip.planOffer':
    '{count, plural, other {Gói {plan} của bạn có thể cấp phép cho # nội dung khác đã chọn.}}',
  'downloads.zip.planLicense': '{count, plural, other {Cấp phép # nội dung bằng gói của tôi và thêm vào}}',
};

export default messages;
