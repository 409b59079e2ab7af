import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  'plans.spend.usesDownloads':
    'Uses {units, plural, one {# download} other {# downloads}} of your {available, number}',
  'plans.spend.usesCredits':
    'Uses {units, plural, one {# credit} other {# credits}} of your {available, number}',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} left on {plan}.',
  'plans.spend.useBy':
    'When your plan ends, a download not used in a project within {days} days loses its license.',
  'plans.spend.title': 'Use your plan',
  'plans.spend.overage': 'Past your download cap: billed with your next renewal',
  'plans.spend.refused.not_rf': 'Plans license royalty-free assets only',
  'plans.spend.refused.media': 'This plan does not cover this kind of asset',
  'plans.spend.refused.tier': 'Essentials plans cover essentials assets only',
  'plans.spend.refused.agreement': 'This asset is not part of this agreement',
  'plans.spend.refused.not_delivered': 'Not delivered for this agreement, or past its download deadline',
  'plans.spend.refused.not_enough': 'Not enough left on this plan',
  'plans.spend.extended':
    'Add the extended license: {credits, plural, one {# more credit} other {# more credits}}',
  'plans.spend.projectCode': 'Project code',
  'plans.spend.projectCodeHint': 'Required when the agreement asks for one',
  'plans.spend.note': 'Note (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'License with my plan',
  'plans.spend.confirmTitle': 'Confirm your license',
  'plans.spend.confirmBody': 'License “{title}” with {plan}?',
  'plans.spend.confirm': 'Confirm and license',
  'plans.spend.back': 'Back to the asset',
  'plans.spend.licensedTitle': 'Licensed',
  'plans.spend.licensedBody': '“{title}” is licensed to you.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# credit} other {# credits}} left on {plan}.',
  'plans.spend.download': 'Download the file',
  'plans.spend.held': 'You hold a license for this asset: download it again at no cost.',
  'plans.spend.getPlan': 'Download what you need on a plan.',
  'plans.spend.seePlans': 'See subscriptions',
  'plans.spend.seeCredits': 'Buy credits',
  'plans.spend.noneUsable': 'None of your plans covers this asset.',
  'plans.spend.yourPlans': 'Your plans',
  // Plans and pricing pages, plan pages and their terms (brief H1).
  'plans.pricing.title': 'Gói và bảng giá',
  'plans.pricing.intro':
    'Trả tiền hình ảnh và video theo cách bạn làm việc: tín dụng khi cần, gói thuê bao cho công việc thường xuyên, hoặc gói lượt tải.',
  'plans.pricing.rates': 'Giá bằng {currency}, quy đổi từ đô la Mỹ theo tỷ giá ngày {date}.',
  'plans.pricing.priceUnavailable': 'Không hiển thị được giá',
  'plans.pricing.addToCart': 'Thêm vào giỏ hàng',
  'plans.pricing.viewPlan': 'Xem gói',
  'plans.pricing.back': 'Tất cả các gói và bảng giá',
  'plans.pricing.credits.title': 'Gói tín dụng',
  'plans.pricing.credits.intro':
    'Trả một lần và dùng tín dụng cho bất kỳ hình ảnh hoặc video miễn phí bản quyền nào.',
  'plans.pricing.perCredit': '{price} mỗi tín dụng',
  'plans.pricing.subscriptions.title': 'Gói thuê bao',
  'plans.pricing.subscriptions.intro':
    'Một số lượt tải mỗi tháng. Trả theo tháng, hoặc trả một lần cho cả năm và chuyển lượt tải chưa dùng sang các tháng sau trong năm.',
  'plans.pricing.term.legend': 'Chu kỳ thanh toán',
  'plans.pricing.term.monthly': 'Hằng tháng',
  'plans.pricing.term.annual': 'Hằng năm',
  'plans.pricing.perMonth': '{price} mỗi tháng',
  'plans.pricing.perYear': '{price} mỗi năm',
  'plans.pricing.video.title': 'Premium kèm video',
  'plans.pricing.video.intro': 'Các gói Signature plus bao gồm mọi hình ảnh và video miễn phí bản quyền.',
  'plans.pricing.imagePacks.title': 'Gói hình ảnh',
  'plans.pricing.imagePacks.intro': 'Một số lượt tải ở một kích thước, trả một lần.',
  'plans.pricing.custom.title': 'Nội dung theo yêu cầu',
  'plans.pricing.custom.intro':
    'Gửi cho chúng tôi bản mô tả yêu cầu và chúng tôi tạo hình ảnh, video độc quyền cho bạn.',
  'plans.pricing.premium.title': 'Thỏa thuận Premium Access',
  'plans.pricing.premium.intro':
    'Thỏa thuận hằng năm cho doanh nghiệp, mỗi thỏa thuận có giới hạn lượt tải trong năm.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature kèm video',
  'plans.pricing.size.small': 'kích thước nhỏ',
  'plans.pricing.size.medium': 'kích thước vừa',
  'plans.pricing.size.high': 'độ phân giải cao',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Thuê bao biên tập',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Nội dung theo yêu cầu',
  'plans.pricing.credits': '{count, plural, other {# tín dụng}}',
  'plans.pricing.imagePack': '{count, plural, other {# hình ảnh}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, other {# lượt tải mỗi tháng}}',
  'plans.pricing.downloadsPerYear': '{count, plural, other {# lượt tải mỗi năm}}',
  'plans.pricing.customAssets': '{count, plural, other {# nội dung độc quyền}}',
  'plans.pricing.faq.title': 'Câu hỏi về các gói',
  'plans.pricing.faq.cancel.q': 'Tôi có thể hủy gói thuê bao không?',
  'plans.pricing.faq.cancel.a':
    'Có, bất cứ lúc nào. Gói tháng có hiệu lực đến hết tháng đã trả tiền. Gói năm ngừng gia hạn và có hiệu lực đến hết năm của gói; không có phí chấm dứt sớm và không hoàn tiền cho năm đã bắt đầu.',
  'plans.pricing.faq.rollover.q': 'Lượt tải tôi không dùng sẽ ra sao?',
  'plans.pricing.faq.rollover.a':
    'Với gói năm, lượt tải hằng tháng chưa dùng được chuyển sang các tháng sau trong năm, không chuyển sang năm tiếp theo.',
  'plans.pricing.faq.expiry.q': 'Tín dụng và gói hình ảnh có hết hạn không?',
  'plans.pricing.faq.expiry.a':
    'Không, miễn là bạn đăng nhập ít nhất mỗi năm một lần. Gói chưa dùng có thể được hoàn tiền trong vòng {days} ngày.',
  'plans.pricing.faq.licence.q': 'Tôi có thể dùng lượt tải từ gói thuê bao trong bao lâu?',
  'plans.pricing.faq.licence.a':
    'Lượt tải không được dùng trong dự án trong vòng {days} ngày sau khi gói kết thúc sẽ mất giấy phép.',
  'plans.pricing.faq.payment.q': 'Nếu thanh toán gia hạn không thành công thì sao?',
  'plans.pricing.faq.payment.a': 'Hệ thống thử lại {count} lần trong {days} ngày, sau đó gói hết hiệu lực.',
  'plans.pricing.faq.tax.q': 'Giá đã bao gồm thuế chưa?',
  'plans.terms.title': 'Cam kết và hủy',
  'plans.terms.includes': 'Bao gồm',
  'plans.terms.commitment': 'Tổng cam kết',
  'plans.terms.cancellation': 'Hủy',
  'plans.terms.refund': 'Hoàn tiền',
  'plans.terms.renewal': 'Gia hạn',
  'plans.terms.monthly.commitment':
    '{price}, tính phí mỗi tháng. Không có cam kết nào sau tháng đã trả tiền.',
  'plans.terms.monthly.cancel': 'Hủy bất cứ lúc nào: gói có hiệu lực đến hết tháng đã trả tiền.',
  'plans.terms.annual.commitment':
    '{price}, một lần thanh toán cho {months} tháng. Tự gia hạn mỗi năm trừ khi bạn hủy.',
  'plans.terms.annual.cancel':
    'Hủy bất cứ lúc nào: lần gia hạn tiếp theo sẽ dừng và gói có hiệu lực đến hết năm. Không có phí chấm dứt sớm và không hoàn tiền cho năm đã bắt đầu.',
  'plans.terms.annual.notice': 'Chúng tôi gửi email cho bạn {days} ngày trước mỗi lần gia hạn.',
  'plans.terms.retries':
    'Khoản thanh toán gia hạn không thành công được thử lại {count} lần trong {days} ngày, sau đó gói hết hiệu lực.',
  'plans.terms.pack.commitment': '{price}, thanh toán một lần.',
  'plans.terms.pack.refund': 'Gói chưa dùng có thể được hoàn tiền trong vòng {days} ngày.',
  'plans.terms.pack.expiry': 'Không bao giờ hết hạn miễn là bạn đăng nhập ít nhất mỗi năm một lần.',
  'plans.terms.credits.expiry':
    'Tín dụng không bao giờ hết hạn miễn là bạn đăng nhập ít nhất mỗi năm một lần.',
  'plans.terms.tier.essentials': 'Chỉ hình ảnh Essentials (không độc quyền).',
  'plans.terms.tier.signature': 'Mọi hình ảnh miễn phí bản quyền.',
  'plans.terms.tier.signatureplus': 'Mọi hình ảnh và video miễn phí bản quyền.',
  'plans.terms.rollover':
    'Lượt tải hằng tháng chưa dùng được chuyển sang các tháng sau trong năm (không sang năm tiếp theo).',
  'plans.terms.useBy':
    'Lượt tải không được dùng trong dự án trong vòng {days} ngày sau khi gói kết thúc sẽ mất giấy phép.',
  'plans.terms.costs': 'Chi phí của một nội dung',
  'plans.terms.cost.essentialsImage': 'Hình ảnh Essentials',
  'plans.terms.cost.signatureImage': 'Hình ảnh Signature',
  'plans.terms.cost.essentialsVideo': 'Video Essentials',
  'plans.terms.cost.signatureVideo': 'Video Signature',
  'plans.terms.cost.extended': 'Giấy phép mở rộng',
  'plans.terms.cost.extendedCredits': '+{image} cho hình ảnh, +{video} cho video',
  'plans.terms.cap': 'Tối đa {count, plural, other {# lượt tải}} mỗi năm.',
  'plans.terms.projectCode': 'Mỗi lượt tải đều yêu cầu mã dự án.',
  'plans.terms.overage': 'Lượt tải vượt giới hạn được tính {price} mỗi lượt vào lần gia hạn tiếp theo.',
  'plans.terms.custom.delivery':
    'Mỗi nội dung được tạo cho bạn có thể tải xuống trong {days} ngày sau khi bàn giao.',
  'plans.terms.tax': 'Giá chưa bao gồm thuế; thuế được cộng khi thanh toán theo quốc gia thanh toán của bạn.',
};

export default messages;
