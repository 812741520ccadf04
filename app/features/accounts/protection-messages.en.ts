// English strings of account protection: sign-in delays, the failed-sign-in e-mail, photo upload limits.
export const protectionEn = {
  "auth.error.accountSlowed": "Too many failed log-ins for this account. Please wait {wait} and try again, or reset your password to log in now.",
  "auth.wait.seconds": "{count} seconds",
  "auth.wait.minutes": "{count} minutes",
  "mail.failedSignIns.subject": "Failed log-ins on your Vidyapath account",
  "mail.failedSignIns.text":
    "Namaste {name},\n\nSomeone tried to log in to your Vidyapath account with a wrong password {count} times in the last {minutes} minutes. Further attempts are now slowed down; your password has not been changed.\n\nIf it was you and you cannot remember your password, or if you cannot log in now, reset your password here. After a reset you can log in straight away:\n\n{link}\n\nIf it was not you, your account is still safe as long as your password is not used elsewhere; a new, long password makes sure.\n\n— Vidyapath",
  "mail.signUpAttempt.subject": "Someone tried to create a Vidyapath account with your e-mail",
  "mail.signUpAttempt.text":
    "Namaste {name},\n\nSomeone, perhaps you, tried to create a new Vidyapath account with this e-mail address. You already have an account, so no new one was made and nothing was changed.\n\nTo log in: {login}\nForgot your password? Choose a new one here: {reset}\n\nIf it was not you, you can ignore this e-mail.\n\n— Vidyapath",
  "profile.removePhoto": "Remove my photo",
  "profile.error.photoRateLimited": "You have uploaded too many photos in the last hour. Please wait {minutes} minutes before uploading another, or save without a photo to keep your other changes.",
} as const;
