/** The referral programme as the web app reads it (camelCased by the API client). */
export interface ReferralCode {
  referralCode: string;
  shareUrl: string;
}

export interface ReferralStats {
  totalInvites: number;
  successfulReferrals: number;
  pendingReferrals: number;
  totalEarnings: number;
  pendingRewards: number;
  currentLevel: number;
  nextLevelRequirement: number | null;
  clickCount: number;
  conversionRate: number;
}

export interface ReferralActivity {
  id: string;
  referredUserEmail: { email: string | null };
  referredUserPhone: { phone: string | null };
  referredUserName: { name: string | null };
  status: 'pending' | 'completed' | 'rejected';
  createdAt: string;
  rewardAmount: number;
  platform: string;
}

export interface ReferralHistory {
  activities: ReferralActivity[];
  totalCount: number;
  page: number;
  pageSize: number;
  hasNext: boolean;
  hasPrevious: boolean;
}

export interface ClaimedRewards {
  claimed: number;
  claimedRewards: number;
  balance: number;
}

/** Where an invite link was shared (`REFERRAL_SHARE_PLATFORMS` of the contract). */
export type SharePlatform = 'line' | 'facebook' | 'twitter' | 'web_share' | 'copy';
