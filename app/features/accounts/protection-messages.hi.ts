// Hindi strings of account protection (same keys as protection-messages.en.ts).
import type { protectionEn } from "./protection-messages.en";

export const protectionHi: Record<keyof typeof protectionEn, string> = {
  "auth.error.accountSlowed": "इस अकाउंट पर बहुत बार ग़लत लॉग इन हुआ है। कृपया {wait} रुककर फिर से कोशिश करें, या अभी लॉग इन करने के लिए अपना पासवर्ड रीसेट करें।",
  "auth.wait.seconds": "{count} सेकंड",
  "auth.wait.minutes": "{count} मिनट",
  "mail.failedSignIns.subject": "आपके विद्यापथ अकाउंट पर असफल लॉग इन",
  "mail.failedSignIns.text":
    "नमस्ते {name},\n\nपिछले {minutes} मिनट में किसी ने ग़लत पासवर्ड से आपके विद्यापथ अकाउंट में {count} बार लॉग इन करने की कोशिश की। आगे की कोशिशें अब धीमी कर दी गई हैं; आपका पासवर्ड बदला नहीं गया है।\n\nअगर यह आप थे और पासवर्ड याद नहीं है, या अभी लॉग इन नहीं हो पा रहा है, तो यहाँ अपना पासवर्ड रीसेट करें। रीसेट के बाद आप तुरंत लॉग इन कर सकते हैं:\n\n{link}\n\nअगर यह आप नहीं थे, तो जब तक आपका पासवर्ड कहीं और इस्तेमाल नहीं होता, आपका अकाउंट सुरक्षित है; नया, लंबा पासवर्ड रखना और भी सुरक्षित है।\n\n— विद्यापथ",
  "profile.error.photoRateLimited": "आपने पिछले एक घंटे में बहुत सारी फ़ोटो अपलोड की हैं। दूसरी फ़ोटो के लिए कृपया {minutes} मिनट रुकें, या बाकी बदलाव रखने के लिए बिना फ़ोटो के सेव करें।",
};
