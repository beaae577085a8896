import type { StaffListResponse } from "@graha/contracts";
import { adminLoader, adminPage, StaffPage } from "../features/admin";

export const loader = adminLoader<StaffListResponse>("/api/v1/admin/staff");

export default adminPage<typeof loader>(StaffPage, { title: "admin.staff.title" });
