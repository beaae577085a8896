export type GreetingKey = "greetingMorning" | "greetingAfternoon" | "greetingEvening" | "greetingWelcome";

/** 5–11 Good Morning, 12–16 Good Afternoon, 17–20 Good Evening, otherwise Welcome Back (local hour). */
export function greetingKey(hour: number): GreetingKey {
  if (hour >= 5 && hour <= 11) return "greetingMorning";
  if (hour >= 12 && hour <= 16) return "greetingAfternoon";
  if (hour >= 17 && hour <= 20) return "greetingEvening";
  return "greetingWelcome";
}
