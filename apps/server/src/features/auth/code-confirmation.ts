import { fieldError, type MessageArg } from "../../errors.ts";
import { readPurposeToken, signPurposeToken } from "../../lib/purpose-token.ts";
import type { OtpPurpose } from "./otp-repository.ts";
import { requestOtp, verifyOtp, type OtpDeps } from "./otp-service.ts";

/** A step the account owner confirms with a code sent to the account's own number. */
export interface ConfirmedAction {
  purpose: Exclude<OtpPurpose, "login">;
  /** Shown on `mobile` when the number typed is not the account's. */
  wrongNumberMessage: MessageArg;
  /**
   * What the code is for, checked before a code is sent and again before it is accepted
   * (the subscription to cancel, say); throws when there is nothing to confirm.
   */
  subjectOf: (userId: string) => Promise<string>;
  /** For actions confirmed in a later request: the body field carrying the purpose token. */
  purposeToken?: { field: string; ttlSeconds: number };
}

interface Owner {
  id: string;
  mobile: string;
}

function checkOwnNumber(action: ConfirmedAction, owner: Owner, mobile: string) {
  if (mobile !== owner.mobile) throw fieldError("mobile", action.wrongNumberMessage);
}

/**
 * "Send a code to the account's number, verify it, then act": one flow for every action
 * that must prove the owner holds the phone (deleting the account, cancelling a plan, …).
 */
export function codeConfirmation(deps: OtpDeps, action: ConfirmedAction) {
  /** Consumes a valid code; returns the subject it confirms. */
  async function verify(owner: Owner, input: { mobile: string; code: string; token: string }) {
    checkOwnNumber(action, owner, input.mobile);
    const subject = await action.subjectOf(owner.id);
    await verifyOtp(deps, { mobile: owner.mobile, code: input.code, token: input.token, purpose: action.purpose });
    return subject;
  }

  return {
    /** Sends the code; its challenge token goes back to the caller. */
    async send(owner: Owner, input: { mobile: string; ip: string }) {
      checkOwnNumber(action, owner, input.mobile);
      await action.subjectOf(owner.id);
      return requestOtp(deps, { mobile: owner.mobile, purpose: action.purpose, ip: input.ip });
    },

    verify,

    /** Verifies the code and hands back a short-lived token for the final confirmation. */
    async verifyForToken(owner: Owner, input: { mobile: string; code: string; token: string }) {
      const subject = await verify(owner, input);
      return signPurposeToken(
        deps.secret,
        { userId: owner.id, purpose: action.purpose, subject },
        deps.clock.now(),
        purposeTokenOf(action).ttlSeconds,
      );
    },

    /** The subject a purpose token confirms, or a validation error asking to verify again. */
    async redeem(owner: Owner, purposeToken: string) {
      const subject = await readPurposeToken(
        deps.secret,
        purposeToken,
        { userId: owner.id, purpose: action.purpose },
        deps.clock.now(),
      );
      if (!subject) throw fieldError(purposeTokenOf(action).field, "otp.verify_again");
      return subject;
    },
  };
}

function purposeTokenOf(action: ConfirmedAction) {
  if (!action.purposeToken) throw new Error(`${action.purpose} is confirmed in one step: it has no purpose token`);
  return action.purposeToken;
}
