import Testing

@Suite struct PlaceholderSettingsTests {
  @Test func builds() {}
}
