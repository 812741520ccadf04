// Hindi strings of this area; same keys as messages.en.ts beside it.
import type { certificatesEn } from "./messages.en";

export const certificatesHi: Record<keyof typeof certificatesEn, string> = {
  "certificates.download": "प्रमाणपत्र डाउनलोड करें (PDF)",
  "certificates.download.unavailableTitle": "प्रमाणपत्र उपलब्ध नहीं है",
  "certificates.download.notEnrolled": "आपने इस कोर्स में नामांकन नहीं किया है, इसलिए डाउनलोड करने के लिए कोई प्रमाणपत्र नहीं है।",
  "certificates.download.incomplete": "प्रमाणपत्र पाने के लिए इस कोर्स के सभी पाठ पूरे करें।",
  "certificates.download.notFound": "यह कोर्स मौजूद नहीं है।",
  "certificates.download.backToCourse": "कोर्स पर वापस जाएँ",
  "certificates.download.browseCourses": "सभी कोर्स देखें",

  "certificates.verify.title": "प्रमाणपत्र सत्यापन",
  "certificates.verify.description": "जाँचें कि विद्यापथ का कोर्स पूर्णता प्रमाणपत्र असली है।",
  "certificates.verify.verified": "प्रमाणपत्र सत्यापित है",
  "certificates.verify.verifiedText": "यह कोर्स पूर्णता प्रमाणपत्र विद्यापथ ने जारी किया है और असली है।",
  "certificates.verify.details": "प्रमाणपत्र का विवरण",
  "certificates.verify.student": "प्राप्तकर्ता",
  "certificates.verify.course": "कोर्स",
  "certificates.verify.issued": "जारी होने की तारीख़",
  "certificates.verify.code": "प्रमाणपत्र कोड",
  "certificates.verify.viewCourse": "कोर्स देखें",
  "certificates.verify.notFoundTitle": "प्रमाणपत्र नहीं मिला",
  "certificates.verify.notFound": "इस कोड का कोई प्रमाणपत्र नहीं है",
  "certificates.verify.notFoundCode": "हमने कोड {code} खोजा, पर कोई प्रमाणपत्र नहीं मिला।",
  "certificates.verify.notFoundText": "प्रमाणपत्र के नीचे छपा कोड जाँचकर फिर से कोशिश करें।",
  "certificates.verify.codeFormat": "कोड ऐसे दिखते हैं: {code}",
  "certificates.verify.browseCourses": "सभी कोर्स देखें",
};
