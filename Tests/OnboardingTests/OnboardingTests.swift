import Testing

@Suite struct PlaceholderOnboardingTests {
  @Test func builds() {}
}
